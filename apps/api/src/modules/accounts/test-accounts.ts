import { randomBytes } from "node:crypto";
import type { AccountRole, AccountStatus, RegistrationResponse, SessionTokens } from "@quillspin/contracts";
import { eq } from "drizzle-orm";
import type { App } from "../../app";
import type { Db } from "../../db/database";
import { mailOutbox } from "../mail/mail.tables";
import type { AccountRow } from "./account-profile";
import { accounts } from "./accounts.tables";
import { hashPassword } from "./password-hashing";

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

export async function register(
  app: App,
  overrides: Record<string, unknown> = {},
  remoteAddress = uniqueAddress(),
): Promise<RegistrationResponse> {
  const response = await app.inject({
    method: "POST",
    url: "/v1/auth/registration",
    payload: registration(overrides),
    remoteAddress,
  });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  return response.json();
}

/** Writes an account straight to the database, for tests about what an account of a role may do. */
export async function createAccount(
  db: Db,
  { role = "partner", status = "approved", email = uniqueEmail(role), password = goodPassword } = {} as {
    role?: AccountRole;
    status?: AccountStatus;
    email?: string;
    password?: string;
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
      passwordHash: await hashPassword(password),
      role,
      status,
      termsAcceptedAt: now,
      approvedAt: status === "approved" ? now : null,
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
