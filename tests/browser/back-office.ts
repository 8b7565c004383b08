import { spawn } from "node:child_process";
import type { Page } from "playwright-core";
import { root } from "../../scripts/build";

export interface StaffCredentials {
  email: string;
  password: string;
}

/**
 * Signs a staff member in through the back office's own form and waits for the dashboard (or the page
 * `returnTo` names). The page's context keeps the staff cookie for the rest of the test.
 */
export async function signInToBackOffice(
  page: Page,
  siteUrl: string,
  { email, password }: StaffCredentials,
  returnTo = "/admin",
): Promise<void> {
  const query = returnTo === "/admin" ? "" : `?returnTo=${encodeURIComponent(returnTo)}`;
  await page.goto(`${siteUrl}/admin/sign-in${query}`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await Promise.all([
    page.waitForURL((url) => url.pathname === new URL(returnTo, siteUrl).pathname),
    page.getByRole("button", { name: "Sign in" }).click(),
  ]);
  await page.getByRole("navigation", { name: "Back office" }).waitFor();
}

/**
 * Creates an editor or admin with `npm run accounts`, as an operator would: before the test API starts
 * (the global setup) the command opens the embedded database itself; while it runs, it reaches the API
 * through its command channel in DATA_DIR (`inject("apiDataDir")`).
 */
export function createStaffAccount(
  dataDir: string,
  role: "editor" | "admin",
  account: StaffCredentials & { name: string },
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const args = ["run", "--silent", "accounts", "--", `create-${role}`];
  args.push("--email", account.email, "--name", account.name, "--password", account.password);
  const child = spawn("npm", args, {
    cwd: root,
    env: { ...env, DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`create-${role} failed:\n${output}`)),
    );
  });
}
