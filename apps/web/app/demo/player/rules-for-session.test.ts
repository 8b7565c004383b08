import { describe, expect, it } from "vitest";
import { rulesForSession } from "./info-dialogs";

describe("the demo's rules in the session's currency (issue 27)", () => {
  it("states the session's bets in FUN where the catalogue states money", () => {
    const html =
      "<li>Choose a bet from $0.10 to $200.00 and press spin.</li><p>on bets from €1 to €1,000.50.</p>";
    expect(rulesForSession(html, [0.2, 1, 100])).toBe(
      "<li>Choose a bet from 0.20 FUN to 100.00 FUN and press spin.</li><p>on bets from 0.20 FUN to 100.00 FUN.</p>",
    );
    expect(rulesForSession("<p>No bets named.</p>", [1])).toBe("<p>No bets named.</p>");
  });
});
