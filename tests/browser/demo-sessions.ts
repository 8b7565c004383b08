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

/**
 * Skips the rest of the round on show, beat by beat, as a player in a hurry does with the Skip button
 * (where the profile has a quick stop), until the player has shown `rounds` rounds and is idle. For a
 * test that has seen what it came for and only needs the round's end. It runs in the page, so the check
 * of the status and its click come in one task: a click never lands on Spin and starts another round.
 */
export async function skipToSettled(page: Page, rounds: number) {
  await page.evaluate(async (rounds) => {
    const player = document.querySelector(".demo-player") as HTMLElement;
    const button = document.querySelector(".spin-button") as HTMLButtonElement;
    for (let tries = 0; tries < 1500; tries++) {
      if (player.dataset.status === "idle" && player.dataset.rounds === String(rounds)) return;
      if (player.dataset.status === "playing") button.click();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the player never settled on round ${rounds}`);
  }, rounds);
  await settled(page, rounds);
}

/**
 * Plays rounds of the open player, each skipped to its end, until a win offers the gamble (Quest of Ra
 * pays about one round in three), and checks that it did within 40 rounds.
 */
export async function playUntilGambleOffered(page: Page) {
  const collect = page.getByRole("button", { name: /^Collect/ });
  for (let rounds = 1; rounds <= 40 && (await collect.count()) === 0; rounds++) {
    await page.getByRole("button", { name: "Spin", exact: true }).click();
    await skipToSettled(page, rounds);
  }
  await expect(collect.count()).resolves.toBe(1);
}
