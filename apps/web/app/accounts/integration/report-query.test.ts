import { describe, expect, it } from "vitest";
import { reportFiltersOf, reportQueryOf } from "./report-query";

describe("the report page's filters", () => {
  it("reads the address, trimmed, with the currency in capitals and the rest left out", () => {
    const filters = reportFiltersOf(
      new URLSearchParams("from=2026-11-01&to=%202026-11-29%20&currency=eur&game=quest-of-ra&cursor=x"),
    );
    expect(filters).toEqual({ from: "2026-11-01", to: "2026-11-29", currency: "EUR", game: "quest-of-ra" });
    expect(reportQueryOf(filters)).toBe("?from=2026-11-01&to=2026-11-29&currency=EUR&game=quest-of-ra");
  });

  it("leaves empty filters out, and only the names a page asks for", () => {
    const filters = reportFiltersOf(new URLSearchParams("from=&to=2026-11-29&currency=USD"));
    expect(reportQueryOf(filters)).toBe("?to=2026-11-29&currency=USD");
    expect(reportQueryOf(filters, ["from", "to"])).toBe("?to=2026-11-29");
    expect(reportQueryOf(reportFiltersOf(new URLSearchParams()))).toBe("");
  });

  it("passes a value the API will refuse on as typed, so the page shows the API's words", () => {
    const filters = reportFiltersOf(new URLSearchParams(`from=yesterday&game=${"x".repeat(500)}`));
    expect(filters.from).toBe("yesterday");
    expect(filters.game).toHaveLength(100);
  });
});
