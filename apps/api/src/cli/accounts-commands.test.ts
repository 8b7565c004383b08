import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../test/database";
import { createAccount, goodPassword, mailsTo, uniqueEmail } from "../../test/support/accounts";
import { accounts } from "../modules/accounts/accounts.tables";
import { verifyPassword } from "../modules/accounts/password-hashing";
import { auditEvents } from "../modules/audit/audit.tables";
import { runAccountsCommand } from "./accounts-commands";

async function run(argv: string[], typedPassword = goodPassword) {
  const { db } = await testDatabase();
  const output: string[] = [];
  const errors: string[] = [];
  const prompts: string[] = [];
  const code = await runAccountsCommand(argv, {
    db,
    siteUrl: "http://site.test",
    readPassword: async (question) => {
      prompts.push(question);
      return typedPassword;
    },
    print: (line) => output.push(line),
    printError: (line) => errors.push(line),
  });
  return { code, output: output.join("\n"), errors: errors.join("\n"), prompts, db };
}

describe("npm run accounts", () => {
  it("creates an approved admin, asking for the password when none is given", async () => {
    const email = uniqueEmail("admin");
    const result = await run(["create-admin", "--email", email.toUpperCase(), "--name", "Mira Vella"]);
    expect(result).toMatchObject({ code: 0, prompts: ["Password for the new admin: "] });
    expect(result.output).toBe(`Created ${email} (admin, approved).`);
    const [row] = await result.db.select().from(accounts).where(eq(accounts.email, email));
    expect(row).toMatchObject({
      role: "admin",
      status: "approved",
      name: "Mira Vella",
      jobTitle: "Administrator",
    });
    expect(row?.approvedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(row?.passwordHash ?? "", goodPassword)).toBe(true);
    const entries = await result.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, row?.id ?? ""));
    expect(entries).toMatchObject([
      { actorId: null, actorEmail: "command line", action: "staff.create", after: { role: "admin" } },
    ]);
  });

  it("creates an editor with a password and job title from the flags", async () => {
    const email = uniqueEmail("editor");
    const result = await run([
      "create-editor",
      "--email",
      email,
      "--name",
      "Luca Borg",
      "--job-title",
      "Content editor",
      "--password",
      "tidal charts and brass compasses",
    ]);
    expect(result.code).toBe(0);
    expect(result.prompts).toEqual([]);
    const [row] = await result.db.select().from(accounts).where(eq(accounts.email, email));
    expect(row).toMatchObject({ role: "editor", jobTitle: "Content editor" });
  });

  it("refuses a weak password, a taken email and missing details", async () => {
    const weak = await run(
      ["create-admin", "--email", uniqueEmail("admin"), "--name", "Mira"],
      "password1234",
    );
    expect(weak.code).toBe(1);
    expect(weak.errors).toMatch(/^Password refused: This password is on a list/);
    // The same rule as everywhere else (issue 25): blank, easy to guess, or the person's own name.
    for (const [typed, reason] of [
      [" ".repeat(12), /^Password refused: Use letters, digits or symbols you can see/],
      ["ä".repeat(12), /^Password refused: This password would be easy to guess\. Repeated characters/],
      ["Mira Quellen Mira Quellen", /^Password refused: Choose a password that does not contain your name/],
    ] as const) {
      const refused = await run(
        ["create-admin", "--email", uniqueEmail("admin"), "--name", "Mira Quellen"],
        typed,
      );
      expect(refused.code).toBe(1);
      expect(refused.errors).toMatch(reason);
    }

    const existing = await createAccount((await testDatabase()).db, { role: "editor" });
    const taken = await run(["create-admin", "--email", existing.email, "--name", "Mira"]);
    expect(taken.code).toBe(1);
    expect(taken.errors).toBe(`An account with the email address ${existing.email} already exists.`);

    expect((await run(["create-admin", "--email", uniqueEmail()])).errors).toBe(
      "Give the person's name with --name.",
    );
    expect((await run(["create-admin", "--name", "Mira"])).errors).toBe(
      'Give a valid email address (got "").',
    );
    expect((await run(["create-admin", "--colour", "red"])).code).toBe(1);
  });

  it("approves a pending partner and queues the approval email", async () => {
    const { db } = await testDatabase();
    const partner = await createAccount(db, { status: "pending" });
    const result = await run(["approve", partner.email]);
    expect(result.code).toBe(0);
    expect(result.output).toBe(
      `Approved ${partner.email} (partner, approved); the approval email is in the outbox.`,
    );
    expect((await mailsTo(db, partner.email)).map((mail) => mail.kind)).toEqual(["auth.approved"]);
    const unknown = await run(["approve", uniqueEmail("nobody")]);
    const unconfirmed = await createAccount(db, { status: "pending", emailVerified: false });
    expect(await run(["approve", unconfirmed.email])).toMatchObject({
      code: 1,
      errors:
        "This partner has not confirmed their email address yet and cannot be approved. Approve the account once the address is confirmed.",
    });
    expect(unknown).toMatchObject({ code: 1, errors: "Partner account not found." });
  });

  it("disables an account", async () => {
    const { db } = await testDatabase();
    const partner = await createAccount(db);
    const result = await run(["disable", partner.email]);
    expect(result.code).toBe(0);
    const [row] = await db.select().from(accounts).where(eq(accounts.id, partner.id));
    expect(row?.status).toBe("disabled");
    const entries = await db.select().from(auditEvents).where(eq(auditEvents.subjectId, partner.id));
    expect(entries).toMatchObject([
      {
        actorEmail: "command line",
        action: "partner.disable",
        before: { status: "approved" },
        after: { status: "disabled" },
      },
    ]);
  });

  it("lists accounts, or only the partners waiting for approval", async () => {
    const { db } = await testDatabase();
    const waiting = await createAccount(db, { status: "pending" });
    const approved = await createAccount(db);
    const all = await run(["list"]);
    expect(all.output.split("\n")[0]).toMatch(/^Email\s+Name\s+Company\s+Role\s+Status\s+Created$/);
    expect(all.output).toContain(waiting.email);
    expect(all.output).toContain(approved.email);
    const unconfirmed = await createAccount(db, { status: "pending", emailVerified: false });
    const pending = await run(["list", "--pending"]);
    expect(pending.output).toContain(waiting.email);
    expect(pending.output).not.toContain(approved.email);
    const lines = pending.output.split("\n");
    expect(lines.find((line) => line.startsWith(unconfirmed.email))).toContain("pending (email unconfirmed)");
    expect(lines.find((line) => line.startsWith(waiting.email))).not.toContain("unconfirmed");
  });

  it("explains itself", async () => {
    expect((await run(["help"])).output).toMatch(/^Usage: npm run accounts -- <command>/);
    const unknown = await run(["promote"]);
    expect(unknown.code).toBe(1);
    expect(unknown.errors).toMatch(/^Unknown command "promote"/);
  });
});
