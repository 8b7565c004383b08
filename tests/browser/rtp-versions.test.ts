import { rtpVersionFigures } from "@quillspin/game-engine";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations, contextWithConsent } from "./browser";
import { useMailSession } from "./mail-session";
import { apiCall, approvedPartner } from "./partner-api";

const siteUrl = inject("siteUrl");
const apiUrl = inject("apiUrl");
const slug = "quest-of-ra";
const name = "Quest of Ra";
const versions = rtpVersionFigures(slug);
const version94 = versions.find((version) => version.id === 94);
if (!version94) throw new Error("Quest of Ra has no version 94");

const partner = {
  name: "Maja Lind",
  email: `maja.lind-${Date.now()}@nordic-reels.example`,
  company: "Nordic Reels AB",
  jobTitle: "Compliance Manager",
  password: "fjord maple quartz lantern",
};

const mail = useMailSession();
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await contextWithConsent(mail.browser);
  await context.addCookies([{ name: "age_confirmed", value: "1", url: siteUrl }]);
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
});

const tokenOf = (email: string, password: string) =>
  apiCall<{ accessToken: string }>("/auth/login", { method: "POST", body: { email, password } });

describe("RTP versions", () => {
  it("lists the game's versions on its page with their verified figures and a demo link for each", async () => {
    await page.goto(`${siteUrl}/games/${slug}`, { waitUntil: "networkidle" });
    const section = page.getByRole("region", { name: "RTP versions" });
    const rows = section.getByRole("row");
    await expect.poll(() => rows.count()).toBe(versions.length + 1);
    await expect(section.locator('tr[data-rtp-version="94"]').textContent()).resolves.toContain(
      `${version94.rtp.toFixed(2)}%`,
    );
    const link = section.getByRole("link", { name: `Play version 94 of the ${name} demo` });
    await expect(link.getAttribute("href")).resolves.toBe(`/demo/${slug}/launch?rtp=94`);
    await expect(section.textContent()).resolves.toContain(
      "Its first line names the version, for example “RTP 94.00% — version 94”",
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  it("launches the demo at the version from the game page, and its rules screen names the version", async () => {
    await page.goto(`${siteUrl}/games/${slug}`, { waitUntil: "networkidle" });
    await page.getByRole("link", { name: `Play version 94 of the ${name} demo` }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/demo/${slug}/play`);
    const session = new URL(page.url()).searchParams.get("session");
    const played = await apiCall<{ data: { rtp_version: { id: number } } }>(`/demo-sessions/${session}`);
    expect(played.data.rtp_version.id).toBe(94);
    // The player may have been loaded as a new document: a click before it hydrates opens nothing.
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Rules" }).click();
    const dialog = page.getByRole("dialog");
    await expect
      .poll(() => dialog.locator(".rtp-version-line").textContent())
      .toContain(`RTP ${version94.rtp.toFixed(2)}% — version 94`);
    await expect(dialog.textContent()).resolves.toContain(
      `every win pays ${(version94.payScale * 100).toFixed(2)}% of the paytable`,
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
  });

  it("answers 400 for a version the game does not offer", async () => {
    const response = await page.goto(`${siteUrl}/demo/${slug}/launch?rtp=90`);
    expect(response?.status()).toBe(400);
  });

  it("lets an approved partner pick a version per market in the client area", async () => {
    await approvedPartner(mail.inbox, partner);
    await page.goto(`${siteUrl}/client-area`, { waitUntil: "networkidle" });
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("Work email").fill(partner.email);
    await form.getByLabel("Password", { exact: true }).fill(partner.password);
    await form.getByRole("button", { name: "Sign in" }).click();
    const picker = page.getByRole("region", { name: "RTP version per market" });
    const game = picker.getByRole("form", { name });
    await game.waitFor();
    const sweden = game.getByLabel("Sweden (Spelinspektionen)");
    await expect(sweden.inputValue()).resolves.toBe("96");
    await sweden.selectOption("94");
    await game.getByLabel("Denmark (Spillemyndigheden)").selectOption("88");
    const saved = page.waitForResponse(
      (response) => response.url() === `${apiUrl}/partner/rtp-versions/${slug}`,
    );
    await game.getByRole("button", { name: `Save versions of ${name}` }).click();
    expect((await saved).status()).toBe(200);
    await expect
      .poll(() => page.locator(".Toastify__toast").first().textContent())
      .toContain(`RTP versions of ${name} saved.`);
    // Each market's demo link plays the version saved for it under the market's build.
    const demoLink = (market: string) =>
      game.getByRole("link", { name: new RegExp(`^Play demo .* of ${name} for ${market}$`) });
    await expect.poll(() => demoLink("Sweden").getAttribute("href")).toBe(`/demo/${slug}/launch?rtp=94`);
    await expect(demoLink("Denmark").getAttribute("href")).resolves.toBe(`/demo/${slug}/launch?rtp=88`);
    await expect(demoLink("United Kingdom").getAttribute("href")).resolves.toBe(
      `/demo/${slug}/launch?jurisdiction=uk`,
    );
    await expect(demoLink("Malta").textContent()).resolves.toBe(
      `Play demo (version 96, Malta build) of ${name} for Malta`,
    );
    expect(await axeViolations(page)).toEqual([]);

    // Stored by the API: a new visit shows the choices, and the API lists them.
    await page.reload({ waitUntil: "networkidle" });
    const again = page.getByRole("region", { name: "RTP version per market" }).getByRole("form", { name });
    await expect.poll(() => again.getByLabel("Sweden (Spelinspektionen)").inputValue()).toBe("94");
    await expect(again.getByLabel("Denmark (Spillemyndigheden)").inputValue()).resolves.toBe("88");
    const { accessToken } = await tokenOf(partner.email, partner.password);
    const listed = await apiCall<{ data: { games: { slug: string; choices: unknown[] }[] } }>(
      "/partner/rtp-versions",
      { token: accessToken },
    );
    expect(listed.data.games.find((entry) => entry.slug === slug)?.choices).toEqual([
      { market: "se", version: 94 },
      { market: "dk", version: 88 },
    ]);
  });
});
