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
 * A partner who signed up and confirmed their address, still waiting for approval, as the sign-up
 * form and the emailed link would make one. `inbox` is the file's mail session's (see mail-session.ts).
 */
export async function verifiedPartner(inbox: MailCatcher, partner: TestPartner): Promise<void> {
  await fetch(`${apiUrl}/auth/registration`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...partner, acceptTerms: true }),
  });
  const confirmation = await inbox.waitFor(
    (received) =>
      received.recipients.includes(partner.email) &&
      /Confirm your email address/.test(received.header("subject") ?? ""),
    20_000,
  );
  const link = confirmation.links.find((address) => address.startsWith(`${siteUrl}/signup/verify?token=`));
  const token = new URL(link ?? siteUrl).searchParams.get("token");
  await apiCall("/auth/verify-email", { method: "POST", body: { token } });
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
