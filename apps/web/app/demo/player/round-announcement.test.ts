import { describe, expect, it } from "vitest";
import { asDemoRound, modelOf, seededResults } from "../../../test/support/engine-rounds";
import player from "../../locale/en/demo-player";
import session from "../../locale/en/demo-session";
import { roundAnnouncement } from "./round-announcement";

const copy = { player, session };
const rounds = seededResults(modelOf("squid-gold-x2"), 400, 3).map((result) => asDemoRound(result));

describe("the live region's words after a round", () => {
  it("says a losing round's number and the balance", () => {
    const lost = rounds.find((round) => round.win === 0 && round.events.length === 0);
    if (!lost) throw new Error("no losing round in 400 spins");
    expect(roundAnnouncement(lost, { number: 7, balance: 990 }, copy)).toBe(
      "Round 7. No win. Balance 990.00 FUN.",
    );
  });

  it("says the win with its multiple of the bet and the tier, and each feature it started", () => {
    const tiered = rounds.find((round) => round.tier !== null);
    if (!tiered) throw new Error("no Big Win in 400 spins and 3 buys");
    const words = roundAnnouncement(tiered, { number: 3, balance: 1200 }, copy);
    const multiple = tiered.win_multiple.toLocaleString("en-GB", { maximumFractionDigits: 2 });
    expect(words).toContain(`You won ${tiered.win.toFixed(2)} FUN, ${multiple}x the bet.`);
    expect(words).toContain(`${player.tiers[tiered.tier ?? "big"]}!`);
    expect(words.endsWith("Balance 1,200.00 FUN.")).toBe(true);

    const bought = rounds.find((round) => round.buy !== null);
    if (!bought) throw new Error("no bought round");
    expect(roundAnnouncement(bought, {}, copy)).toMatch(/^Bonus bought: \d+ spins( at x\d+)?\. /);
  });

  it("names no tier for a win that is not more than the stake, as no banner shows one", () => {
    const tiered = rounds.find((round) => round.tier !== null && round.buy === null);
    if (!tiered) throw new Error("no Big Win in 400 spins");
    // The same round bought at its win's worth, as a 100x buy that wins 20x to 100x is.
    for (const cost of [tiered.win, tiered.win + 0.01]) {
      const words = roundAnnouncement({ ...tiered, cost }, {}, copy);
      expect(words).toContain(`You won ${tiered.win.toFixed(2)} FUN`);
      expect(words).not.toContain(player.tiers[tiered.tier ?? "big"]);
    }
  });

  it("leaves the number and balance out of a replay's words", () => {
    const lost = rounds.find((round) => round.win === 0 && round.events.length === 0);
    expect(lost && roundAnnouncement(lost, {}, copy)).toBe("No win.");
  });
});
