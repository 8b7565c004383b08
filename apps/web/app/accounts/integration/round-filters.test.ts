import { describe, expect, it } from "vitest";
import { apiQueryOf, filtersOf, pageQueryOf, utcOf } from "./round-filters";

describe("the rounds page's filters", () => {
  it("reads a datetime-local value as UTC", () => {
    expect(utcOf("2026-11-29T08:30")).toBe("2026-11-29T08:30:00.000Z");
    expect(utcOf("2026-11-29T08:30:15")).toBe("2026-11-29T08:30:15.000Z");
    expect(utcOf("2026-13-29T08:30")).toBeNull();
    expect(utcOf("yesterday")).toBeNull();
  });

  it("drops what the API would refuse and keeps the rest", () => {
    const filters = filtersOf(
      new URLSearchParams("player_id=p1&game=nope&status=settled&from=2026-11-29T08:00&to=soon"),
    );
    expect(filters).toEqual({
      player_id: "p1",
      game: "",
      status: "settled",
      from: "2026-11-29T08:00",
      to: "",
    });
    expect(apiQueryOf(filters, "abc")).toBe(
      "player_id=p1&status=settled&from=2026-11-29T08%3A00%3A00.000Z&cursor=abc",
    );
    expect(pageQueryOf(filters)).toBe("?player_id=p1&status=settled&from=2026-11-29T08%3A00");
    expect(pageQueryOf(filtersOf(new URLSearchParams()))).toBe("");
  });
});
