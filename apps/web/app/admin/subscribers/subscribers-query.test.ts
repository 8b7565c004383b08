import { describe, expect, it } from "vitest";
import { subscribersHref, subscribersPageState } from "./subscribers-query";

const stateOf = (query: string) =>
  subscribersPageState(new URL(`http://site.test/admin/subscribers${query}`));

describe("the subscribers page's address", () => {
  it("reads the list's and the chart's state", () => {
    expect(stateOf("?search=mia&status=pending&page=3&interval=week&from=2026-01-01&to=2026-03-01")).toEqual({
      list: { search: "mia", status: "pending", page: 3, limit: 25 },
      counts: { interval: "week", from: "2026-01-01", to: "2026-03-01" },
      erase: null,
    });
  });

  it("drops what it refuses and keeps the rest", () => {
    const state = stateOf("?search=mia&status=gone&page=-2&interval=year&from=yesterday&to=2026-03-01");
    expect(state.list).toEqual({ search: "mia", page: 1, limit: 25 });
    expect(state.counts).toEqual({ interval: "day", to: "2026-03-01" });
    expect(stateOf("?from=2026-03-02&to=2026-03-01").counts).toEqual({ interval: "day", from: "2026-03-02" });
  });

  it("writes addresses without defaults", () => {
    const state = stateOf("?search=mia&page=2&erase=abc");
    expect(subscribersHref(state, { page: 3, erase: null })).toBe("/admin/subscribers?search=mia&page=3");
    expect(subscribersHref(stateOf(""), {})).toBe("/admin/subscribers");
  });
});
