import { describe, expect, it } from "vitest";
import { asDemoRound, modelOf, seededResults } from "../../../test/support/engine-rounds";
import { replayInMoney } from "./replay-money";

const [round] = seededResults(modelOf("quest-of-ra"), 1, 0).map((result) => asDemoRound(result));
if (!round) throw new Error("no round");

describe("a replay in the money it was played in", () => {
  it("leaves a demo round in FUN", () => {
    const { round: shown, money } = replayInMoney({ currency: null, round });
    expect(shown).toBe(round);
    expect(money.currency).toBe("FUN");
  });

  it("turns a sandbox round's major units back into whole minor units of its currency", () => {
    const stored = { ...round, bet: 0.3, cost: 0.3, win: 1.2 };
    const { round: shown, money } = replayInMoney({ currency: "EUR", round: stored });
    expect([shown.bet, shown.cost, shown.win]).toEqual([30, 30, 120]);
    expect(money.format(shown.win)).toBe("€1.20");
    const yen = replayInMoney({ currency: "JPY", round: { ...round, bet: 100, cost: 100, win: 250 } });
    expect(money.format(30)).toBe("€0.30");
    expect(yen.money.format(yen.round.win)).toBe("JP¥250");
  });
});
