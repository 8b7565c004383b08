import { parseArgs } from "node:util";
import { accountEmailSchema } from "@quillspin/contracts";
import type { Db } from "../db/database";
import { listAccounts } from "../modules/accounts/account-directory";
import { AccountFailure } from "../modules/accounts/account-failure";
import type { AccountRow } from "../modules/accounts/account-profile";
import { approvePartner } from "../modules/accounts/partner-approval";
import { createStaffAccount, disableAccount } from "../modules/accounts/staff-accounts";
import { commandLineActor } from "../modules/audit/audit-log";

export const accountsUsage = `Usage: npm run accounts -- <command>

  create-admin  --email <email> --name <name> [--job-title <title>] [--password <password>]
  create-editor --email <email> --name <name> [--job-title <title>] [--password <password>]
                Creates an approved admin or editor. Without --password the command asks for it
                (hidden), or reads it from the first line of standard input.
  approve <email>
                Approves a pending partner and queues the approval email.
  disable <email>
                Disables an account and signs it out everywhere.
  list [--pending]
                Lists accounts, pending partners first.
`;

export interface AccountsCommandContext {
  db: Db;
  siteUrl: string;
  /** Asks for a password without echoing it. */
  readPassword(question: string): Promise<string>;
  print(line: string): void;
  printError(line: string): void;
}

function email(value: string | undefined): string {
  const parsed = accountEmailSchema.safeParse(value ?? "");
  if (!parsed.success) throw new AccountFailure(400, `Give a valid email address (got "${value ?? ""}").`);
  return parsed.data;
}

function describe(account: AccountRow): string {
  return `${account.email} (${account.role}, ${account.status})`;
}

const staffOptions = {
  email: { type: "string" },
  name: { type: "string" },
  "job-title": { type: "string" },
  password: { type: "string" },
} as const;

const passwordQuestion = (role: "admin" | "editor") => `Password for the new ${role}: `;

/**
 * What the command will ask for a password, or null when it asks nothing: the terminal that runs the
 * tool asks, even when a running API carries the command out.
 */
export function passwordQuestionOf(argv: readonly string[]): string | null {
  const [command, ...args] = argv;
  if (command !== "create-admin" && command !== "create-editor") return null;
  try {
    const { values } = parseArgs({ args, options: staffOptions });
    return values.password === undefined
      ? passwordQuestion(command === "create-admin" ? "admin" : "editor")
      : null;
  } catch {
    // Malformed: the command itself says what is wrong, without asking first.
    return null;
  }
}

async function createStaff(role: "admin" | "editor", args: string[], context: AccountsCommandContext) {
  const { values } = parseArgs({ args, options: staffOptions });
  const name = values.name?.trim();
  if (!name) throw new AccountFailure(400, "Give the person's name with --name.");
  const password = values.password ?? (await context.readPassword(passwordQuestion(role)));
  const account = await createStaffAccount(
    context.db,
    { role, email: email(values.email), name, password, jobTitle: values["job-title"]?.trim() || undefined },
    commandLineActor,
  );
  context.print(`Created ${describe(account)}.`);
}

async function list(args: string[], context: AccountsCommandContext) {
  const { values } = parseArgs({ args, options: { pending: { type: "boolean", default: false } } });
  const { rows, meta } = await listAccounts(context.db, {
    status: values.pending ? "pending" : undefined,
    roles: values.pending ? ["partner"] : undefined,
    page: 1,
    limit: 1000,
  });
  if (!rows.length) {
    context.print(values.pending ? "No partner is waiting for approval." : "No accounts yet.");
    return;
  }
  const table = rows.map((row) => [
    row.email,
    row.name,
    row.company,
    row.role,
    // Approval waits for the address to be confirmed, so the list says which ones cannot be approved yet.
    row.emailVerifiedAt ? row.status : `${row.status} (email unconfirmed)`,
    row.createdAt.toISOString().slice(0, 10),
  ]);
  const header = ["Email", "Name", "Company", "Role", "Status", "Created"];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...table.map((cells) => cells[column]?.length ?? 0)),
  );
  for (const cells of [header, ...table]) {
    context.print(
      cells
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join("  ")
        .trimEnd(),
    );
  }
  if (meta.total > rows.length) context.print(`… and ${meta.total - rows.length} more.`);
}

/** Runs one command; answers the process exit code. */
export async function runAccountsCommand(argv: string[], context: AccountsCommandContext): Promise<number> {
  const [command, ...args] = argv;
  try {
    switch (command) {
      case "create-admin":
        await createStaff("admin", args, context);
        return 0;
      case "create-editor":
        await createStaff("editor", args, context);
        return 0;
      case "approve": {
        const account = await approvePartner(
          context.db,
          { email: email(args[0]) },
          context.siteUrl,
          commandLineActor,
        );
        context.print(`Approved ${describe(account)}; the approval email is in the outbox.`);
        return 0;
      }
      case "disable": {
        const account = await disableAccount(context.db, email(args[0]), commandLineActor);
        context.print(`Disabled ${describe(account)} and signed it out everywhere.`);
        return 0;
      }
      case "list":
        await list(args, context);
        return 0;
      case undefined:
      case "help":
      case "--help":
        context.print(accountsUsage);
        return command === undefined ? 1 : 0;
      default:
        context.printError(`Unknown command "${command}".\n\n${accountsUsage}`);
        return 1;
    }
  } catch (error) {
    if (error instanceof AccountFailure || (error instanceof TypeError && "code" in error)) {
      context.printError(error.message);
      return 1;
    }
    throw error;
  }
}
