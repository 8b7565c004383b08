import type { FraudSignal } from "@quillspin/contracts";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { loadMessages } from "../../locale/messages";
import { FraudSignalCard } from "./fraud-signal-card";

beforeAll(() => loadMessages("en"));

const render = (signal: FraudSignal) => {
  const Stub = createRoutesStub([{ path: "/", Component: () => <FraudSignalCard signal={signal} /> }]);
  return renderToStaticMarkup(<Stub />);
};

const roundId = "3f1c2a8e-5b7d-4c1e-9a2b-6d8e0f1a2b3c";
const window = { from: "2026-11-28T09:15:00.000Z", to: "2026-11-29T10:20:30.000Z" };

describe("a fraud signal's card", () => {
  it("shows an RTP outlier's sums exactly in its currency and links the rounds behind it", () => {
    const html = render({
      kind: "rtp-outlier",
      summary: "Player p-1 got 250.00% back on quest-of-ra over 1200 rounds in EUR.",
      subject: { player_id: "p-1", game: "quest-of-ra", rtp_version: 96, currency: "EUR" },
      figures: {
        rounds: 1200,
        bets: "9007199254740993",
        wins: "22517998136852483",
        realised_rtp_percent: "250.00",
        stated_rtp_percent: 96.1,
        standard_error_points: 1.234,
        standard_errors: 124.8,
      },
      window,
      round_ids: [roundId],
    });
    expect(html).toContain("Player p-1 got 250.00% back");
    expect(html).toContain("90,071,992,547,409.93 EUR");
    expect(html).toContain("225,179,981,368,524.83 EUR");
    expect(html).toContain("Quest of Ra");
    expect(html).toContain("124.8 standard errors (one is 1.23 points)");
    expect(html).toContain("2026-11-28 09:15:00 to 2026-11-29 10:20:30");
    expect(html).toContain(`href="/client-area/integration/rounds/${roundId}"`);
    expect(html).toContain("The round behind it");
  });

  it("words a session's fast bets in milliseconds against its jurisdiction's minimum", () => {
    const html = render({
      kind: "fast-bets",
      summary: "Session s-1 began 3 rounds sooner than the uk profile allows.",
      subject: { session_id: roundId, player_id: "p-2", game: "quest-of-ra", jurisdiction: "uk" },
      figures: { rounds_too_fast: 3, fastest_gap_ms: 1200, profile_min_round_ms: 2500 },
      window,
      round_ids: [roundId, "4f1c2a8e-5b7d-4c1e-9a2b-6d8e0f1a2b3c"],
    });
    expect(html).toContain("1,200 ms");
    expect(html).toContain("2,500 ms");
    expect(html).toContain("The 2 rounds behind it");
  });

  it("lists a burst of refused signatures by problem and time, with no round links", () => {
    const html = render({
      kind: "signature-failures",
      summary: "6 signed requests naming operator op_1 were refused, 6 of them within ten minutes.",
      subject: { operator_id: "op_1" },
      figures: { failures: 6, most_in_ten_minutes: 6, by_problem: { mismatch: 5, stale: 1 } },
      window,
      failure_times: ["2026-11-29T10:20:30.000Z"],
    });
    expect(html).toContain("wrong signature: 5, stale timestamp: 1");
    expect(html).toContain("The refused call (UTC)");
    expect(html).toContain("2026-11-29 10:20:30");
    expect(html).not.toContain("/client-area/integration/rounds/");
  });
});
