import { describe, expect, it } from "vitest";
import {
  hasPageWithinContract,
  newsListApiQuery,
  newsPageHref,
  readNewsListState,
  showsPinned,
} from "./news-list-query";

describe("readNewsListState", () => {
  it("reads the page and the search, trimmed", () => {
    expect(readNewsListState(new URLSearchParams("page=3&search=%20hold%20win%20"))).toEqual({
      page: 3,
      search: "hold win",
    });
  });

  it.each(["page=0", "page=-2", "page=1.5", "page=abc", "page=1e3", "page=%00"])(
    "falls back to page 1 for %s",
    (query) => {
      expect(readNewsListState(new URLSearchParams(query)).page).toBe(1);
    },
  );

  it("keeps a whole page number beyond the contract, which no list has: the page answers 404", () => {
    const state = readNewsListState(new URLSearchParams("page=99999"));
    expect(state.page).toBe(99_999);
    expect(hasPageWithinContract(state)).toBe(false);
    expect(hasPageWithinContract(readNewsListState(new URLSearchParams("page=10000")))).toBe(true);
  });

  it.each([
    ["a NUL", "search=%00"],
    ["a control character", "search=rtp%1B"],
    ["a search longer than the API takes", `search=${"a".repeat(201)}`],
  ])("falls back to no search for %s", (_, query) => {
    expect(readNewsListState(new URLSearchParams(query)).search).toBe("");
  });
});

describe("the list's API queries and links", () => {
  it("leaves pinned articles to their own block, except in search results", () => {
    expect(newsListApiQuery({ page: 2, search: "" })).toEqual({ page: 2, limit: 9, pin_news: false });
    expect(newsListApiQuery({ page: 1, search: "rtp" })).toEqual({ page: 1, limit: 9, search: "rtp" });
    expect(showsPinned({ page: 1, search: "" })).toBe(true);
    expect(showsPinned({ page: 2, search: "" })).toBe(false);
    expect(showsPinned({ page: 1, search: "rtp" })).toBe(false);
  });

  it("keeps the search in page links and drops page=1", () => {
    expect(newsPageHref({ page: 3, search: "hold & win" }, 1)).toBe("/news?search=hold+%26+win");
    expect(newsPageHref({ page: 1, search: "" }, 2)).toBe("/news?page=2");
    expect(newsPageHref({ page: 2, search: "" }, 1)).toBe("/news");
  });
});
