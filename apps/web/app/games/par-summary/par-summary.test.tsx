import type { GameParSummary } from "@quillspin/contracts";
import { gameModel } from "@quillspin/game-engine";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { loadMessages } from "../../locale/messages";
import { ParSummarySection } from "./par-summary";
import { loadParSummary } from "./par-summary.server";

beforeAll(() => loadMessages("en"));

const slug = "hacker-crash-jackpot";
const committed = loadParSummary(slug) as GameParSummary;
// The exact share the game's sheet gives once written with it, from the model itself (a few milliseconds).
const exact = gameModel(slug)?.exactHitFrequency?.({ buy: null, doubleChance: false, choice: 0 })[
  "base-ways"
];
const render = (summary: GameParSummary) => renderToStaticMarkup(<ParSummarySection summary={summary} />);

describe("the PAR summary of a game page", () => {
  it("says how often the base screen pays, computed exactly, and leaves the hit frequency and max-win odds to the measured maths", () => {
    const html = render({
      ...committed,
      baseScreenHitFrequency: { value: (exact as number) * 100, method: "exact" },
    });
    const figure = html.slice(
      html.indexOf("<dt>Spins whose base screen pays</dt>"),
      html.indexOf("<dt>Volatility"),
    );
    expect(figure).toContain(
      `<dd>${((exact as number) * 100).toFixed(2)}% <span class="par-method par-method--exact">exact</span>`,
    );
    expect(html.match(/base screen pays/g)).toHaveLength(1);
    // One value per figure on the page (issue 27): the measured maths' longer run gives these two.
    expect(html).not.toContain("<dt>Hit frequency</dt>");
    expect(html).not.toContain("max win</dt>");
  });

  it("has no such line when the sheet does not give the figure", () => {
    expect(render({ ...committed, baseScreenHitFrequency: null })).not.toContain("base screen pays");
  });
});
