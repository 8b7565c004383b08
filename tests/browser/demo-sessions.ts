import type { DemoSession } from "@quillspin/contracts";
import type { Page } from "playwright-core";
import { expect, inject } from "vitest";

const siteUrl = inject("siteUrl");
const apiUrl = inject("apiUrl");

/** Play money as the player writes it, without the currency. */
export const fun = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A fresh demo session from the API, as the launch page gets one; `query` is the launch's own. */
export async function launchDemo(slug: string, query = ""): Promise<{ url: string; sessionId: string }> {
  const response = await fetch(`${apiUrl}/games/${slug}/demo${query}`);
  expect(response.status).toBe(200);
  const { game_url: url } = (await response.json()) as { game_url: string };
  expect(url.startsWith(`${siteUrl}/demo/${slug}/play?session=`)).toBe(true);
  return { url, sessionId: new URL(url).searchParams.get("session") ?? "" };
}

/** The session as the API holds it. */
export async function apiSession(sessionId: string): Promise<DemoSession> {
  const response = await fetch(`${apiUrl}/demo-sessions/${sessionId}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: DemoSession }).data;
}

/** Waits until the player has shown `rounds` rounds to their end and is ready for the next. */
export async function settled(page: Page, rounds: number) {
  await page.waitForSelector(`.demo-player[data-rounds="${rounds}"][data-status="idle"]`, {
    timeout: 60_000,
  });
}
