import { type GameEntities, gameSearchMaxLength } from "@quillspin/contracts";
import { describe, expect, it } from "vitest";
import { apiQueryOf, filterValuesOf, hasPageWithinContract, readGameListState } from "./game-list-query";
import { DEFAULT_SORT } from "./game-list-state";

const entities: GameEntities = {
  types: [{ id: "video-slot", name: "Video slot" }],
  volatilities: [
    { id: "medium", name: "Medium" },
    { id: "high", name: "High" },
  ],
  themes: [{ id: "ancient-egypt", name: "Ancient Egypt" }],
  mechanics: [{ id: "cascades", name: "Cascades" }],
  languages: [{ id: "en", name: "English", iso2: "en" }],
  special_features: [{ id: "buy-bonus", name: "Buy bonus" }],
};
const allowed = filterValuesOf(entities);
const read = (query: string, savedSort?: string) =>
  readGameListState(new URLSearchParams(query), savedSort, allowed);

describe("readGameListState", () => {
  it("reads filters, search, sort and page the API takes", () => {
    expect(
      read("theme=ancient-egypt&volatility=high&volatility=medium&q=%20pharaoh%20&sort=a_z&page=2"),
    ).toEqual({
      filters: {
        type: [],
        volatility: ["high", "medium"],
        theme: ["ancient-egypt"],
        mechanic: [],
        language: [],
        special_feature: [],
      },
      q: "pharaoh",
      sort: "a_z",
      page: 2,
    });
  });

  it("drops filter values the catalogue does not have, keeping the known ones", () => {
    const state = read(
      "theme=x&volatility=bogus&volatility=high&type=__proto__&mechanic=cascades&mechanic=cascades",
    );
    expect(state.filters).toEqual({
      type: [],
      volatility: ["high"],
      theme: [],
      mechanic: ["cascades"],
      language: [],
      special_feature: [],
    });
    expect(apiQueryOf(state)).toMatchObject({ theme: [], volatility: ["high"] });
  });

  it.each([
    ["a NUL", "q=%00"],
    ["a line break", "q=hold%0Awin"],
    ["a search longer than the API takes", `q=${"a".repeat(gameSearchMaxLength + 1)}`],
  ])("falls back to no search for %s", (_, query) => {
    expect(read(query).q).toBe("");
  });

  it.each(["sort=__proto__", "sort=", "sort=A_Z", "sort=%00"])(
    "falls back to the default sort for %s",
    (query) => {
      expect(read(query).sort).toBe(DEFAULT_SORT);
    },
  );

  it("uses the saved sort only when the URL names none it knows", () => {
    expect(read("", "rtp_high_to_low").sort).toBe("rtp_high_to_low");
    expect(read("sort=a_z", "rtp_high_to_low").sort).toBe("a_z");
    expect(read("sort=bogus", "z_a").sort).toBe("z_a");
    expect(read("", "bogus").sort).toBe(DEFAULT_SORT);
  });

  it.each(["page=abc", "page=0", "page=-1", "page=1.5", "page=1e3", "page=", "page=%00"])(
    "reads page 1 for %s",
    (query) => {
      expect(read(query).page).toBe(1);
    },
  );

  it("keeps a whole page number beyond the contract, which no list has: the page answers 404", () => {
    const state = read("page=10001");
    expect(state.page).toBe(10_001);
    expect(hasPageWithinContract(state)).toBe(false);
    expect(hasPageWithinContract(read("page=10000"))).toBe(true);
    expect(hasPageWithinContract(read(`page=${"9".repeat(30)}`))).toBe(false);
  });

  it("passes filters on unchecked while the entities are unknown, except control characters", () => {
    const state = readGameListState(new URLSearchParams("theme=x&theme=a%00b&volatility=high"), null, null);
    expect(state.filters.theme).toEqual(["x"]);
    expect(state.filters.volatility).toEqual(["high"]);
    expect(
      filterValuesOf({
        ...entities,
        types: [],
        volatilities: [],
        themes: [],
        mechanics: [],
        languages: [],
        special_features: [],
      }),
    ).toBeNull();
  });
});
