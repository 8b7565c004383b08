import { describe, expect, it } from "vitest";
import { demoLaunchHref, launchQueryOf } from "./launch-query";

const queryOf = (search: string) =>
  launchQueryOf(new URL(`http://site.test/demo/quest-of-ra/launch${search}`));

describe("a demo launch's query", () => {
  it("reads the RTP version and the jurisdiction profile from the launch page's address", () => {
    expect(queryOf("")).toEqual({});
    expect(queryOf("?rtp=94&jurisdiction=uk")).toEqual({ rtp: 94, jurisdiction: "uk" });
    expect(queryOf("?jurisdiction=mt")).toEqual({ jurisdiction: "mt" });
  });

  it("drops a malformed version but passes any profile on for the API to judge, an empty one aside", () => {
    for (const rtp of ["abc", "94.5", "0", "101", ""]) expect(queryOf(`?rtp=${rtp}`)).toEqual({});
    expect(queryOf("?jurisdiction=UK")).toEqual({ jurisdiction: "UK" });
    expect(queryOf("?jurisdiction=%20")).toEqual({});
  });

  it("builds launch links that name only what is asked, escaped", () => {
    expect(demoLaunchHref("quest-of-ra")).toBe("/demo/quest-of-ra/launch");
    expect(demoLaunchHref("quest-of-ra", { rtp: 92 })).toBe("/demo/quest-of-ra/launch?rtp=92");
    expect(demoLaunchHref("quest-of-ra", { rtp: 92, jurisdiction: "uk" })).toBe(
      "/demo/quest-of-ra/launch?rtp=92&jurisdiction=uk",
    );
    expect(demoLaunchHref("quest-of-ra", { jurisdiction: "a&b" })).toBe(
      "/demo/quest-of-ra/launch?jurisdiction=a%26b",
    );
  });
});
