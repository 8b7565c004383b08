import { describe, expect, inject, it } from "vitest";
import { signInToBackOffice } from "./back-office";
import { axeViolations, contextWithConsent } from "./browser";
import { useMailSession } from "./mail-session";

const siteUrl = inject("siteUrl");
const admin = inject("adminAccount");
const session = useMailSession();

const stamp = Date.now();
const invited = {
  name: "Iris Invited",
  email: `iris.invited-${stamp}@quillspin-tests.example`,
  password: "saffron kestrel under lantern",
};

describe("the staff page", () => {
  it("invites an editor who accepts the mailed link and then sees only the editor's sections", async () => {
    const context = await contextWithConsent(session.browser);
    const page = await context.newPage();
    await page.setViewportSize({ width: 768, height: 1024 });
    await signInToBackOffice(page, siteUrl, admin, "/admin/staff");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Staff");
    expect(await axeViolations(page)).toEqual([]);

    // The contract's rule, named under the field, before anything is sent.
    await page.getByRole("button", { name: "Send invitation" }).click();
    await page.getByText("Enter your work email address").first().waitFor();

    await page.getByLabel("Email", { exact: true }).fill(invited.email);
    await page.getByLabel("Role", { exact: true }).selectOption("editor");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await page.getByText(`Invitation emailed to ${invited.email}.`).waitFor();
    await page.getByRole("list", { name: "Pending invitations" }).getByText(invited.email).waitFor();

    const mail = await session.inbox.waitFor(
      (received) => received.recipients.includes(invited.email),
      20_000,
    );
    const link = mail.links.find((candidate) => candidate.includes("/admin/invitation?token="));
    expect(link).toBeDefined();

    const stranger = await (await contextWithConsent(session.browser)).newPage();
    await stranger.goto(link ?? "");
    await stranger.getByText(`${invited.email} is invited as editor`).waitFor();
    expect(await axeViolations(stranger)).toEqual([]);
    await stranger.getByLabel("Your name").fill(invited.name);
    await stranger.getByLabel("Password", { exact: true }).fill(invited.password);
    await stranger.getByRole("button", { name: "Create account" }).click();
    await stranger.getByText("Your staff account is ready").waitFor();

    // The link works once: opened again in a page of its own, as from the mail a second time, not as
    // a navigation of the page whose action the router is still revalidating.
    const again = await stranger.context().newPage();
    await again.goto(link ?? "");
    await again.getByText("was already used").waitFor();
    await again.close();

    await signInToBackOffice(stranger, siteUrl, { email: invited.email, password: invited.password });
    const sections = await stranger
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link")
      .allTextContents();
    expect(sections).toEqual(["Dashboard", "News", "Roadmap"]);
    const refused = await stranger.goto(`${siteUrl}/admin/staff`);
    expect(refused?.status()).toBe(403);

    await page.goto(`${siteUrl}/admin/staff`);
    const row = page.getByRole("row").filter({ hasText: invited.email });
    expect(await row.getByRole("cell").nth(0).textContent()).toBe("Editor");
    expect(await row.getByRole("cell").nth(2).textContent()).not.toBe("Never");
    await context.close();
  });

  it("refuses to demote the last administrator, saying why", async () => {
    const context = await contextWithConsent(session.browser);
    const page = await context.newPage();
    await signInToBackOffice(page, siteUrl, admin, "/admin/staff");
    const row = page.getByRole("row").filter({ hasText: admin.email });
    await row.getByRole("button", { name: /^Make editor: / }).click();
    await page.getByText("This is the last active administrator.").waitFor();
    await page.reload();
    const role = page.getByRole("row").filter({ hasText: admin.email }).getByRole("cell").nth(0);
    expect(await role.textContent()).toBe("Administrator");
    await context.close();
  });
});
