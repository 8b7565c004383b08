import { describe, expect, it } from "vitest";
import { type BenchRow, formatKiB, formatList, formatRate, formatRatio, formatTable } from "./bench-table";

const row = (overrides: Partial<BenchRow>): BenchRow => ({
  what: "server-rendered /news",
  measured: "169 req/s, p99 120 ms",
  yardstick: "650 req/s, p99 40 ms (bare React Router SSR page)",
  ratio: 0.26,
  aim: ">= 1x",
  pass: false,
  figures: {},
  ...overrides,
});

describe("the bench table", () => {
  it("writes figures as the issue does", () => {
    expect(formatRatio(169 / 650)).toBe("0.26x");
    expect(formatRatio(35 / 10_463)).toBe("0.0033x");
    expect(formatRatio(0.1)).toBe("0.10x");
    expect(formatRatio(null)).toBe("");
    expect(formatRatio(Number.POSITIVE_INFINITY)).toBe("n/a");
    expect(formatRate(2245.4)).toBe("2,245 req/s");
    expect(formatKiB(190_976)).toBe("186.5 KiB");
  });

  it("aligns every column under its heading and marks each row pass or MISS", () => {
    const table = formatTable([
      row({}),
      row({ what: "JS on /, gzipped", measured: "110.0 KiB", ratio: 1.02, aim: "<= 1.15x", pass: true }),
    ]);
    const [heading, rule, news, js] = table.split("\n") as [string, string, string, string];
    expect(heading.startsWith("what")).toBe(true);
    expect(rule).toMatch(/^-+( +-+)+$/);
    for (const line of [news, js]) {
      expect(line.indexOf("x  ")).toBeGreaterThan(0);
    }
    // Each column starts where its heading does.
    const column = (text: string) => heading.indexOf(text);
    expect(news.indexOf("169 req/s")).toBe(column("measured"));
    expect(js.indexOf("110.0 KiB")).toBe(column("measured"));
    expect(news.indexOf("0.26x")).toBe(column("ratio"));
    expect(js.indexOf("1.02x")).toBe(column("ratio"));
    expect(news.endsWith("MISS")).toBe(true);
    expect(js.endsWith("pass")).toBe(true);
  });

  it("widens a column for a long cell rather than cutting it", () => {
    const long =
      "2,245 req/s, p99 30 ms (nginx 1 worker, same file, with every security header the site sends)";
    const table = formatTable([row({ yardstick: long })]);
    expect(table).toContain(long);
    expect(table.split("\n")[1]).toContain("-".repeat(long.length));
  });

  it("aligns the values of the list under the table", () => {
    const list = formatList({ "cold build (API + site)": "80.1 s", "GET /v1/health": "9,000 req/s" });
    const [first, second] = list.split("\n") as [string, string];
    expect(first.indexOf("80.1 s")).toBe(second.indexOf("9,000 req/s"));
  });
});
