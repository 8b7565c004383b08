import type { Page } from "playwright-core";

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
