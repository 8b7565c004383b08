import { describe, expect, it } from "vitest";
import { reportFigures, rtpPercent } from "./minor-unit-sums";

describe("report figures in minor units, without floats", () => {
  it("gives RTP as a percentage with two decimals, rounded half up, and none without stakes", () => {
    expect(rtpPercent(9_612n, 10_000n)).toBe("96.12");
    expect(rtpPercent(1n, 3n)).toBe("33.33");
    expect(rtpPercent(2n, 3n)).toBe("66.67");
    expect(rtpPercent(1n, 20_000n)).toBe("0.01");
    expect(rtpPercent(1n, 20_001n)).toBe("0.00");
    expect(rtpPercent(1_150n, 400n)).toBe("287.50");
    expect(rtpPercent(0n, 100n)).toBe("0.00");
    expect(rtpPercent(5n, 0n)).toBeNull();
  });

  it("keeps sums past 2^53 exact, and GGR negative when the rounds paid more than they took", () => {
    const bets = 3n * 4_000_000_000_000_000n;
    const wins = bets + 1n;
    expect(reportFigures(3, bets, wins)).toEqual({
      rounds: 3,
      bets: "12000000000000000",
      wins: "12000000000000001",
      ggr: "-1",
      rtp_percent: "100.00",
    });
  });
});
