import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { signInToBackOffice } from "./back-office";
import { axeViolations, contextWithConsent } from "./browser";
import { useMailSession } from "./mail-session";
import { registerPartner } from "./partner-api";

const siteUrl = inject("siteUrl");
const apiUrl = inject("apiUrl");
const admin = inject("adminAccount");
const session = useMailSession();

const stamp = Date.now();
const partnerOf = (label: string, company: string) => ({
  name: `${label} Partner`,
  email: `${label.toLowerCase()}-${stamp}@operator-tests.example`,
  company,
  jobTitle: "Head of Content",
  password: "granite heron lantern ribbon",
  acceptTerms: true,
});

async function apiPost(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${apiUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status, `${path} answered ${response.status}`).toBeLessThan(300);
}

/** Registers through the API and opens the mailed confirmation link, as the partner would. */
async function registerAndConfirm(partner: ReturnType<typeof partnerOf>): Promise<void> {
  await registerPartner(partner);
  const mail = await session.inbox.waitFor(
    (received) =>
      received.recipients.includes(partner.email) &&
      /Confirm your email address/.test(received.header("subject") ?? ""),
    20_000,
  );
  const link = mail.links.find((candidate) => candidate.includes("/signup/verify?token=")) ?? "";
  await apiPost("/auth/verify-email", { token: new URL(link).searchParams.get("token") });
}

async function signInToClientArea(page: Page, partner: ReturnType<typeof partnerOf>) {
  await page.goto(`${siteUrl}/client-area`);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Work email").fill(partner.email);
  await form.getByLabel("Password", { exact: true }).fill(partner.password);
  await form.getByRole("button", { name: "Sign in" }).click();
}

/** The partner's row on /admin/partners, found through the page's own search. */
async function partnerRow(page: Page, partner: ReturnType<typeof partnerOf>) {
  await page.goto(`${siteUrl}/admin/partners?q=${encodeURIComponent(partner.email)}`);
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: partner.company }) });
}

describe("the partners page", () => {
  it("approves a partner who can then download an info kit, and disabling signs them out", async () => {
    const partner = partnerOf("Approved", `Lighthouse Gaming ${stamp}`);
    await registerAndConfirm(partner);
    const client = await (await contextWithConsent(session.browser)).newPage();
    await signInToClientArea(client, partner);
    await client.getByRole("heading", { name: "Your account is waiting for approval" }).waitFor();

    const office = await (await contextWithConsent(session.browser)).newPage();
    await office.setViewportSize({ width: 768, height: 1024 });
    await signInToBackOffice(office, siteUrl, admin, "/admin/partners");
    // The queue comes first, with the company's details.
    expect(await office.getByRole("heading", { level: 1 }).textContent()).toBe("Partners");
    expect(await axeViolations(office)).toEqual([]);
    let row = await partnerRow(office, partner);
    await row.getByText(`${partner.email} (confirmed)`).waitFor();
    await row.getByText("Waiting for approval").waitFor();
    await row.getByRole("button", { name: `Approve ${partner.company}` }).click();
    await office.getByText("Approved; the partner has been emailed.").waitFor();
    await session.inbox.waitFor(
      (received) =>
        received.recipients.includes(partner.email) && /is approved/.test(received.header("subject") ?? ""),
      20_000,
    );

    await client.reload();
    await client.getByRole("heading", { name: "Games and downloads" }).waitFor();
    const [download] = await Promise.all([
      client.waitForEvent("download"),
      client.getByRole("link", { name: "Info kit for Quest of Ra (PDF)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("quest-of-ra-info-kit.pdf");

    row = await partnerRow(office, partner);
    await row.getByText("Disable…").click();
    await row.getByRole("button", { name: `Disable ${partner.company}` }).click();
    await office.getByText("Disabled and signed out everywhere.").waitFor();

    // The partner's next step finds the session ended.
    await client.reload();
    await client.getByRole("form", { name: "Sign in" }).waitFor();
    await expect(client.getByRole("heading", { name: "Games and downloads" }).count()).resolves.toBe(0);

    row = await partnerRow(office, partner);
    await row.getByRole("button", { name: `Re-enable ${partner.company}` }).click();
    await row.getByRole("status").filter({ hasText: "Re-enabled." }).waitFor();
  });

  it("rejects a registration with a reason the partner is emailed word for word", async () => {
    const partner = partnerOf("Rejected", `Grey Harbour Bets ${stamp}`);
    await registerAndConfirm(partner);
    const office = await (await contextWithConsent(session.browser)).newPage();
    await signInToBackOffice(office, siteUrl, admin, "/admin/partners");
    let row = await partnerRow(office, partner);
    await row.getByText("Reject…").click();
    // The reason is required, and the refusal names the field.
    await row.getByRole("button", { name: "Reject and email the reason" }).click();
    row = office
      .getByRole("listitem")
      .filter({ has: office.getByRole("heading", { name: partner.company }) });
    await row.getByText("Give the reason the partner will read").first().waitFor();
    const reason = "We work only with licensed operators <b>yet</b> & your licence was not found.";
    await row.getByLabel("Reason the partner will read").fill(reason);
    await row.getByRole("button", { name: "Reject and email the reason" }).click();
    await office.getByText("Rejected; the partner has been emailed the reason.").waitFor();
    const mail = await session.inbox.waitFor(
      (received) =>
        received.recipients.includes(partner.email) &&
        /partner registration/.test(received.header("subject") ?? ""),
      20_000,
    );
    expect(mail.text).toContain(reason);
    row = await partnerRow(office, partner);
    await row.getByText("Rejected", { exact: true }).waitFor();
    // The list keeps what the partner was told, escaped as text.
    await row.getByText(reason, { exact: true }).waitFor();
  });
});
