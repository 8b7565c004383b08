import { z } from "zod";
import { accountEmailSchema, accountStatuses, newPasswordSchema } from "./auth";
import { singleLineText } from "./text";

/** The studio's own people: editors write news and the roadmap, administrators run everything. */
export const staffRoles = ["editor", "admin"] as const;
export type StaffRole = (typeof staffRoles)[number];

/** How long an emailed staff invitation works. */
export const staffInvitationValidHours = 72;

const staffRoleSchema = z.enum(staffRoles, { error: "Choose the role: editor or administrator" });

export const staffAccountSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  status: z.enum(accountStatuses),
  createdAt: z.iso.datetime(),
  lastSignInAt: z.iso.datetime().nullable(),
});

export const staffListResponseSchema = z.object({ data: z.array(staffAccountSchema) });
export const staffAccountAnswerSchema = z.object({ data: staffAccountSchema });

export const staffInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: staffRoleSchema,
  invitedBy: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});

export const staffInvitationListResponseSchema = z.object({ data: z.array(staffInvitationSchema) });
export const staffInvitationAnswerSchema = z.object({ data: staffInvitationSchema });

export const staffInvitationRequestSchema = z.object({
  email: accountEmailSchema,
  role: staffRoleSchema,
});

export const staffRoleChangeRequestSchema = z.object({ role: staffRoleSchema });

/** The token of an emailed invitation link (`/admin/invitation?token=…`): 32 random bytes, base64url. */
export const staffInvitationTokenSchema = z
  .string({ error: "This invitation link is incomplete. Open it again from the email." })
  .regex(/^[A-Za-z0-9_-]{43}$/, "This invitation link is incomplete. Open it again from the email.");

export const staffInvitationLookupRequestSchema = z.object({ token: staffInvitationTokenSchema });

/** What the acceptance page shows before the form: who is invited, as what, until when. */
export const staffInvitationLookupResponseSchema = z.object({
  email: z.string(),
  role: staffRoleSchema,
  expiresAt: z.iso.datetime(),
});

export const staffInvitationAcceptanceSchema = z.object({
  token: staffInvitationTokenSchema,
  name: singleLineText(
    z
      .string({ error: "Enter your name" })
      .trim()
      .min(1, "Enter your name")
      .max(100, "Use at most 100 characters"),
  ),
  password: newPasswordSchema,
});

export const staffInvitationAcceptedSchema = z.object({ message: z.string(), email: z.string() });

export type StaffAccount = z.infer<typeof staffAccountSchema>;
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;
export type StaffInvitationRequest = z.infer<typeof staffInvitationRequestSchema>;
export type StaffRoleChangeRequest = z.infer<typeof staffRoleChangeRequestSchema>;
export type StaffInvitationAcceptance = z.infer<typeof staffInvitationAcceptanceSchema>;
export type StaffInvitationLookupResponse = z.infer<typeof staffInvitationLookupResponseSchema>;
