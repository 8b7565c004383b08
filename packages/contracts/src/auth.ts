import { z } from "zod";
import { emailMaxLength } from "./email-address";
import { pageMetaSchema, pageQuerySchema } from "./pagination";
import { singleLineText } from "./text";

/**
 * Accounts, sessions and the partner area: the forms the site shows and the answers the API gives.
 * The API checks more password rules than the browser can (`newPasswordSchema` says which).
 */

export const accountRoles = ["partner", "editor", "admin"] as const;
/**
 * `rejected` is a registration an administrator turned down, with the reason the partner was mailed:
 * a state of its own rather than `disabled`, so the queue can tell a refused newcomer from a partner
 * whose access was withdrawn. Like a disabled account it cannot sign in.
 */
export const accountStatuses = ["pending", "approved", "disabled", "rejected"] as const;

export type AccountRole = (typeof accountRoles)[number];
export type AccountStatus = (typeof accountStatuses)[number];

export const passwordLength = { min: 12, max: 128 } as const;

/** Trimmed and lower-cased before validation, so `" Ana@Operator.COM"` and `"ana@operator.com"` are one account. */
export const accountEmailSchema = z
  .string({ error: "Enter your work email address" })
  .trim()
  .toLowerCase()
  .min(1, "Enter your work email address")
  .max(emailMaxLength, `Use an email address of at most ${emailMaxLength} characters`)
  .pipe(z.email("Enter a valid email address, like name@company.com"));

/**
 * What a person sees of a password: NFKC-normalised (so full-width and compatibility forms read as
 * their plain letters), without spaces, control and format characters (zero-width spaces and joiners,
 * bidi marks), other code points that show nothing (fillers) and combining marks left on their own.
 */
export function visiblePasswordCharacters(password: string): string {
  return password
    .normalize("NFKC")
    .replace(/[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{M}\u2800]/gu, "");
}

const characterCount = (password: string) => [...password].length;

/**
 * Kept exactly as typed: spaces count, nothing is trimmed or truncated. Its length is counted in
 * characters (an emoji is one), and a password of spaces or invisible characters alone is refused.
 * The API adds the rules the browser cannot check (`password-policy.ts`): common passwords, the
 * account's own name and address, and a strength estimate.
 */
export const newPasswordSchema = z
  .string({ error: "Choose a password" })
  .refine((password) => characterCount(password) >= passwordLength.min, {
    error: `Use at least ${passwordLength.min} characters`,
    abort: true,
  })
  .refine((password) => characterCount(password) <= passwordLength.max, {
    error: `Use at most ${passwordLength.max} characters`,
    abort: true,
  })
  .refine((password) => visiblePasswordCharacters(password).length > 0, {
    error:
      "Use letters, digits or symbols you can see: spaces and invisible characters alone are not a password",
  })
  // JSON Schema counts characters as code points, as the rules above do: the OpenAPI document says so.
  .meta({ minLength: passwordLength.min, maxLength: passwordLength.max });

const requiredText = (message: string, max: number) =>
  singleLineText(
    z.string({ error: message }).trim().min(1, message).max(max, `Use at most ${max} characters`),
  );

export const registrationRequestSchema = z.object({
  name: requiredText("Enter your name", 100),
  email: accountEmailSchema,
  company: requiredText("Enter your company", 120),
  jobTitle: requiredText("Enter your role or job title", 100),
  password: newPasswordSchema,
  acceptTerms: z.literal(true, { error: "Accept the partner terms to continue" }),
});

export const loginRequestSchema = z.object({
  email: accountEmailSchema,
  password: z
    .string({ error: "Enter your password" })
    .min(1, "Enter your password")
    .max(passwordLength.max, "Email or password is incorrect"),
});

export const forgotPasswordRequestSchema = z.object({ email: accountEmailSchema });

/** 32 random bytes, base64url: the shape of every refresh token and reset link token. */
const opaqueToken = (message: string) => z.string({ error: message }).regex(/^[A-Za-z0-9_-]{43}$/, message);

export const resetPasswordRequestSchema = z.object({
  token: opaqueToken("This password reset link is not valid. Ask for a new one."),
  password: newPasswordSchema,
});

export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: "Enter your current password" })
    .min(1, "Enter your current password")
    .max(passwordLength.max, "The current password is not correct"),
  newPassword: newPasswordSchema,
});

/** The token of an emailed confirmation link (`/signup/verify?token=…`). */
export const verifyEmailRequestSchema = z.object({
  token: opaqueToken("This confirmation link is incomplete. Open it again from the email."),
});

/** What opening a confirmation link answers: the account is confirmed and can sign in. */
export const verifyEmailResponseSchema = z.object({ message: z.string(), email: z.string() });

/** Asking for a new confirmation link takes the credentials, so only the registrant can ask. */
export const resendVerificationRequestSchema = loginRequestSchema;

/**
 * The 403 a correct sign-in of an unconfirmed account answers. The site recognises it to offer a new
 * link, so the text is shared rather than repeated.
 */
export const emailUnverifiedMessage =
  "Confirm your email address first: open the link we emailed you when you registered. If it expired or got lost, ask for a new one.";

export const refreshRequestSchema = z.object({
  refreshToken: opaqueToken("Your session has ended. Sign in again."),
});

/** What login, registration, refresh and a password change answer. */
export const sessionTokensSchema = z.object({
  /** A signed JWT for `Authorization: Bearer …`. */
  accessToken: z.string(),
  /** Single use: each refresh answers a new one and the old one stops working. */
  refreshToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int().positive(),
});

export const accountProfileSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  company: z.string(),
  jobTitle: z.string(),
  role: z.enum(accountRoles),
  status: z.enum(accountStatuses),
  createdAt: z.iso.datetime(),
  approvedAt: z.iso.datetime().nullable(),
  /** When the owner opened the emailed confirmation link; null until then. */
  emailVerifiedAt: z.iso.datetime().nullable(),
  /** The last successful sign-in; null for an account that never signed in. */
  lastSignInAt: z.iso.datetime().nullable(),
});

export const meResponseSchema = z.object({ data: accountProfileSchema });

export const acceptedResponseSchema = z.object({ message: z.string() });

/**
 * The one answer to every accepted registration, new address or taken, so the form never reveals
 * who has an account: the next step is always in the inbox.
 */
export const registrationResponseSchema = acceptedResponseSchema;

export const partnerListQuerySchema = pageQuerySchema.extend({
  status: z.enum(accountStatuses).optional(),
  /** Part of the name, company, job title or email address. */
  q: singleLineText(z.string().trim().max(200, "Search must be at most 200 characters"))
    .optional()
    .transform((value) => value || undefined),
});

/** What administrators see of a partner: the profile, and for a rejected registration when and why. */
export const adminPartnerSchema = accountProfileSchema.extend({
  rejectedAt: z.iso.datetime().nullable(),
  rejectionReason: z.string().nullable(),
});

export const partnerListResponseSchema = z.object({
  data: z.array(adminPartnerSchema),
  meta: pageMetaSchema,
});

export const partnerDownloadKinds = ["info-kit", "promo-pack", "par-sheet-pdf", "par-sheet-csv"] as const;

export const partnerDownloadSchema = z.object({
  kind: z.enum(partnerDownloadKinds),
  label: z.string(),
  /** Relative to the API base address, like every other path; send the access token with it. */
  path: z.string(),
  fileName: z.string(),
  contentType: z.string(),
});

export const partnerGameSchema = z.object({
  slug: z.string(),
  name: z.string(),
  subtitle: z.string(),
  image: z.string(),
  releaseDate: z.iso.date(),
  rtp: z.number(),
  downloads: z.array(partnerDownloadSchema),
});

export const partnerGamesResponseSchema = z.object({ data: z.array(partnerGameSchema) });

export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;
export type ResendVerificationRequest = z.infer<typeof resendVerificationRequestSchema>;
export type SessionTokens = z.infer<typeof sessionTokensSchema>;
export type AccountProfile = z.infer<typeof accountProfileSchema>;
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;
export type PartnerListQuery = z.infer<typeof partnerListQuerySchema>;
export type AdminPartner = z.infer<typeof adminPartnerSchema>;
export type PartnerListResponse = z.infer<typeof partnerListResponseSchema>;
export type PartnerDownload = z.infer<typeof partnerDownloadSchema>;
export type PartnerGame = z.infer<typeof partnerGameSchema>;
