import { randomInt } from "node:crypto";
import { expect, inject } from "vitest";
import type { MailCatcher } from "../../apps/api/test/support/mail-catcher";

const apiUrl = inject("apiUrl");
const siteUrl = inject("siteUrl");
const admin = inject("adminAccount");

/** A JSON call to the test API that must succeed, its answer typed by the caller. */
export async function apiCall<T>(
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
) {
  const response = await fetch(`${apiUrl}${path}`, {
    method: init.method ?? "GET",
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body ? { "content-type": "application/json" } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  expect(response.status, `${path} answered ${response.status}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/**
 * What `npm run accounts -- approve` does, through the admin API: the embedded database of the
 * running test API cannot be opened by a second process. The admin was made by the command in setup.
 */
export async function approvePartner(email: string): Promise<void> {
  const { accessToken } = await apiCall<{ accessToken: string }>("/auth/login", {
    method: "POST",
    body: { email: admin.email, password: admin.password },
  });
  const pending = await apiCall<{ data: { id: string; email: string }[] }>(
    "/admin/partners?status=pending&limit=100",
    { token: accessToken },
  );
  const account = pending.data.find((entry) => entry.email === email);
  expect(account, `${email} is waiting for approval`).toBeDefined();
  await apiCall(`/admin/partners/${account?.id}/approve`, { method: "POST", token: accessToken });
}

export interface TestPartner {
  name: string;
  email: string;
  company: string;
  jobTitle: string;
  password: string;
}

/**
 * A client address of its own (the documentation ranges of RFC 5737), sent as X-Forwarded-For, which
 * the API takes from a loopback proxy. The API allows 10 registrations per address an hour: the
 * partners a test only needs as its setup must not use up 127.0.0.1's, which the tests that sign up
 * through the pages share.
 */
function setupClientAddress(): string {
  const ranges = ["192.0.2", "198.51.100", "203.0.113"];
  return `${ranges[randomInt(ranges.length)]}.${1 + randomInt(254)}`;
}

/** A POST to the API from a client address of its own, which must succeed. */
async function setupPost(path: string, body: unknown, address: string): Promise<void> {
  const response = await fetch(`${apiUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify(body),
  });
  expect(response.status, `${path} answered ${response.status}`).toBeLessThan(300);
}

/** Registers a partner through the API, as the sign-up form does, from a client address of its own. */
export async function registerPartner(partner: TestPartner, address = setupClientAddress()): Promise<void> {
  await setupPost("/auth/registration", { ...partner, acceptTerms: true }, address);
}

/**
 * A partner who signed up and confirmed their address, still waiting for approval, as the sign-up
 * form and the emailed link would make one. `inbox` is the file's mail session's (see mail-session.ts).
 */
export async function verifiedPartner(inbox: MailCatcher, partner: TestPartner): Promise<void> {
  // Spending the emailed link shares 127.0.0.1's budget with the invitation and password-reset
  // links the tests open in pages (20 per address in 15 minutes): it comes from the registration's.
  const address = setupClientAddress();
  await registerPartner(partner, address);
  const confirmation = await inbox.waitFor(
    (received) =>
      received.recipients.includes(partner.email) &&
      /Confirm your email address/.test(received.header("subject") ?? ""),
    20_000,
  );
  const link = confirmation.links.find((candidate) =>
    candidate.startsWith(`${siteUrl}/signup/verify?token=`),
  );
  const token = new URL(link ?? siteUrl).searchParams.get("token");
  await setupPost("/auth/verify-email", { token }, address);
}

/** An approved partner (see verifiedPartner, then an administrator's approval); answers its access token. */
export async function approvedPartner(inbox: MailCatcher, partner: TestPartner): Promise<string> {
  await verifiedPartner(inbox, partner);
  await approvePartner(partner.email);
  const { accessToken } = await apiCall<{ accessToken: string }>("/auth/login", {
    method: "POST",
    body: { email: partner.email, password: partner.password },
  });
  return accessToken;
}
