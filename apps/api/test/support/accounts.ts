import { randomBytes } from "node:crypto";
import type { AccountProfile, AccountRole, AccountStatus, SessionTokens } from "@quillspin/contracts";
import { and, desc, eq } from "drizzle-orm";
import type { App } from "../../src/app";
import type { Db } from "../../src/db/database";
import type { AccountRow } from "../../src/modules/accounts/account-profile";
import { accounts } from "../../src/modules/accounts/accounts.tables";
import { hashPassword } from "../../src/modules/accounts/password-hashing";
import { mailOutbox } from "../../src/modules/mail/mail.tables";

/**
 * Accounts and sessions for the integration tests. Emails and client addresses are unique per call,
 * so throttle counters (which outlive the per-test truncation, and in Redis outlive the run) never
 * carry over from one test to another.
 */

export const goodPassword = "harbour lanterns drift at dawn";
export const otherGoodPassword = "copper kettles sing on sundays";

export function uniqueEmail(label = "partner"): string {
  return `${label}.${randomBytes(5).toString("hex")}@operator.example`;
}

export function uniqueAddress(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    name: "Ana Ferreira",
    email: uniqueEmail(),
    company: "Tidewater Gaming Ltd",
    jobTitle: "Head of Casino Content",
    password: goodPassword,
    acceptTerms: true,
    ...overrides,
  };
}

/** The token of the newest confirmation link mailed to an address, read from the outbox like a partner reads mail. */
export async function verificationToken(db: Db, email: string): Promise<string> {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, "auth.verify-email")))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const token = mail?.text.match(/\/signup\/verify\?token=([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`no confirmation link mailed to ${email}`);
  return token;
}

/**
 * A partner registered through the API the way a person does it: the form, the confirmation link
 * from the mail, then signing in. Answers the signed-in session and the profile.
 */
export async function register(
  app: App,
  overrides: Record<string, unknown> = {},
  remoteAddress = uniqueAddress(),
): Promise<SessionTokens & { account: AccountProfile }> {
  const details = registration(overrides);
  const response = await app.inject({
    method: "POST",
    url: "/v1/auth/registration",
    payload: details,
    remoteAddress,
  });
  if (response.statusCode !== 202) throw new Error(`registration failed: ${response.body}`);
  const email = String(details.email).trim().toLowerCase();
  const verified = await app.inject({
    method: "POST",
    url: "/v1/auth/verify-email",
    payload: { token: await verificationToken(app.database.db, email) },
    remoteAddress,
  });
  if (verified.statusCode !== 200) throw new Error(`confirmation failed: ${verified.body}`);
  const tokens = await signIn(app, email, String(details.password), remoteAddress);
  const me = await app.inject({
    method: "GET",
    url: "/v1/auth/me",
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  });
  return { ...tokens, account: me.json().data };
}

/**
 * One argon2 hash per password for the whole worker: hashing costs a tenth of a second of CPU each
 * time, and the accounts a test makes need a valid hash, not a fresh salt.
 */
const storedHashes = new Map<string, Promise<string>>();
function storedHashOf(password: string): Promise<string> {
  let hash = storedHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    storedHashes.set(password, hash);
  }
  return hash;
}

/** Writes an account straight to the database, for tests about what an account of a role may do. */
export async function createAccount(
  db: Db,
  {
    role = "partner",
    status = "approved",
    email = uniqueEmail(role),
    password = goodPassword,
    emailVerified = true,
  } = {} as {
    role?: AccountRole;
    status?: AccountStatus;
    email?: string;
    password?: string;
    emailVerified?: boolean;
  },
): Promise<AccountRow> {
  const now = new Date();
  const [account] = await db
    .insert(accounts)
    .values({
      email,
      name: `Test ${role}`,
      company: "Tidewater Gaming Ltd",
      jobTitle: "Content manager",
      passwordHash: await storedHashOf(password),
      role,
      status,
      termsAcceptedAt: now,
      approvedAt: status === "approved" ? now : null,
      emailVerifiedAt: emailVerified ? now : null,
    })
    .returning();
  if (!account) throw new Error("account not created");
  return account;
}

export async function signIn(
  app: App,
  email: string,
  password = goodPassword,
  remoteAddress = uniqueAddress(),
): Promise<SessionTokens> {
  const response = await app.inject({
    method: "POST",
    url: "/v1/auth/login",
    payload: { email, password },
    remoteAddress,
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json();
}

/** An account of the role, signed in. */
export async function signedIn(app: App, options: Parameters<typeof createAccount>[1] = {}) {
  const account = await createAccount(app.database.db, options);
  const tokens = await signIn(app, account.email, options.password ?? goodPassword);
  return { account, tokens, headers: { authorization: `Bearer ${tokens.accessToken}` } };
}

export function mailsTo(db: Db, to: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
}
