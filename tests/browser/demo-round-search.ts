import type { DemoRound, DemoSpinResponse } from "@quillspin/contracts";
import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import { apiSession, launchDemo } from "./demo-sessions";

const apiUrl = inject("apiUrl");
const siteUrl = inject("siteUrl");

export interface SearchPlay {
  /** Plays every round with the game's Double Chance (Hacker Crash's Chance Level-up: more crashes). */
  doubleChance?: boolean;
  /** Buys this bonus every round. */
  buy?: string;
  /** Rounds to play at most before the search gives up. */
  most: number;
}

/**
 * Rounds of a real demo session, played through the API as the player's Spin plays them (the server
 * draws every outcome; nothing is forced), at the lowest bet, until each of `wanted` has matched one.
 * The rounds are kept for their replays (`/demo/{slug}/replay/{id}`), which play them on the stage.
 * The balance is refilled with the session's own `/reset` when it runs low.
 */
export async function findRounds<Name extends string>(
  slug: string,
  wanted: Record<Name, (round: DemoRound) => boolean>,
  play: SearchPlay,
): Promise<{ found: Record<Name, DemoRound>; played: number }> {
  const { sessionId } = await launchDemo(slug);
  const session = await apiSession(sessionId);
  const bet = session.bets[0] ?? session.bet;
  const price = play.buy
    ? session.buy_options.find((option) => option.id === play.buy)?.price
    : play.doubleChance
      ? session.double_chance?.stake
      : 1;
  if (price === undefined) throw new Error(`${slug} offers no ${play.buy ?? "Double Chance"}`);
  const found: Partial<Record<Name, DemoRound>> = {};
  const names = Object.keys(wanted) as Name[];
  let balance = session.balance;
  let played = 0;
  while (names.some((name) => !found[name]) && played < play.most) {
    if (balance < bet * price * 10) {
      const reset = await fetch(`${apiUrl}/demo-sessions/${sessionId}/reset`, { method: "POST" });
      expect(reset.status).toBe(200);
      balance = ((await reset.json()) as { data: { balance: number } }).data.balance;
    }
    const response = await fetch(`${apiUrl}/demo-sessions/${sessionId}/spins`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        round_id: crypto.randomUUID(),
        bet,
        ...(play.doubleChance ? { double_chance: true } : {}),
        ...(play.buy ? { buy: play.buy } : {}),
      }),
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as DemoSpinResponse;
    balance = data.session.balance;
    played++;
    for (const name of names) if (!found[name] && wanted[name](data.round)) found[name] = data.round;
  }
  const missing = names.filter((name) => !found[name]);
  if (missing.length > 0) throw new Error(`${slug}: no ${missing.join(", ")} round in ${played} rounds`);
  return { found: found as Record<Name, DemoRound>, played };
}

/** Opens a round's public replay and waits for its stage to draw. */
export async function openReplay(page: Page, slug: string, round: DemoRound) {
  const response = await page.goto(`${siteUrl}/demo/${slug}/replay/${round.id}`);
  expect(response?.status()).toBe(200);
  await page.waitForSelector('.reel-stage[data-stage="ready"]', { timeout: 30_000 });
}

/**
 * Skips a replay's beats, as a player in a hurry does with a click on the reels, until `until` shows or
 * the replay has finished. It runs in the page, so a check and its click come in one task: a beat that
 * shows between them cannot be skipped unseen.
 */
export async function skipBeatsUntil(page: Page, until: string) {
  await page.evaluate(async (selector) => {
    const host = document.querySelector(".reel-stage__canvas") as HTMLElement;
    const replay = document.querySelector(".demo-replay") as HTMLElement;
    for (let tries = 0; tries < 1500; tries++) {
      if (document.querySelector(selector) || replay.dataset.replay === "done") return;
      host.click();
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    throw new Error(`the replay never showed ${selector} nor finished`);
  }, until);
}
