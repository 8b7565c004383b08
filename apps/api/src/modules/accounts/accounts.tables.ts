import { accountRoles, accountStatuses, staffRoles } from "@quillspin/contracts";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Partner, editor and admin accounts. */
export const accounts = pgTable("accounts", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Normalised (trimmed, lower-cased). */
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  company: text("company").notNull(),
  jobTitle: text("job_title").notNull(),
  /** argon2id, with its parameters in the encoded hash. */
  passwordHash: text("password_hash").notNull(),
  role: text("role", { enum: accountRoles }).notNull().default("partner"),
  status: text("status", { enum: accountStatuses }).notNull().default("pending"),
  termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  approvedAt: timestamp("approved_at", { withTimezone: true }),
  /** Set when the owner opens the emailed confirmation link; until then the account cannot sign in or be approved. */
  emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
  /** Set by every successful sign-in, so administrators see who still uses their account. */
  lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
  /** Why an administrator turned the registration down, as the partner was mailed it. */
  rejectionReason: text("rejection_reason"),
  rejectedAt: timestamp("rejected_at", { withTimezone: true }),
});

/**
 * Refresh tokens, stored hashed. Each rotation issues a new token in the same family; presenting a
 * token that was already rotated revokes the whole family (token theft detection).
 */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    familyId: uuid("family_id").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    index("refresh_tokens_account_idx").on(table.accountId),
    index("refresh_tokens_family_idx").on(table.familyId),
  ],
);

/** Single-use password reset links, stored hashed. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("password_resets_account_idx").on(table.accountId)],
);

/**
 * Single-use email confirmation links, stored hashed. Each link carries the details that were sent
 * with its registration, so opening it activates exactly those: a second registration of the same
 * unconfirmed address cannot slip its password into the first one's link.
 */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    name: text("name").notNull(),
    company: text("company").notNull(),
    jobTitle: text("job_title").notNull(),
    passwordHash: text("password_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("email_verifications_account_idx").on(table.accountId)],
);

/**
 * Invitations to join the staff, stored hashed like every other emailed link. Accepting one creates
 * the approved editor or admin account; a resend replaces the token and the expiry, so only the
 * newest link works.
 */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Normalised (trimmed, lower-cased). */
    email: text("email").notNull(),
    role: text("role", { enum: staffRoles }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedById: uuid("invited_by_id").references(() => accounts.id, { onDelete: "set null" }),
    /** The inviter's name as it was, kept when their account goes. */
    invitedByName: text("invited_by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("staff_invitations_email_idx").on(table.email)],
);
