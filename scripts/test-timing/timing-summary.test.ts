import { describe, expect, it } from "vitest";
import { isNearTimeout, type TimedTest, timingReport } from "./timing-summary";

const test = (name: string, durationMs: number, timeoutMs = 5_000, state: TimedTest["state"] = "passed") => ({
  project: "unit",
  file: "packages/x/src/x.test.ts",
  name,
  state,
  durationMs,
  timeoutMs,
});

describe("the test timing summary", () => {
  it("marks a test that used more than a third of its own timeout, not of the default", () => {
    expect(isNearTimeout(test("slow", 1_700))).toBe(true);
    expect(isNearTimeout(test("fine", 1_600))).toBe(false);
    expect(isNearTimeout(test("given room", 20_000, 90_000))).toBe(false);
    expect(isNearTimeout(test("skipped", 0, 1, "skipped"))).toBe(false);
  });

  it("counts the states, lists the slowest first and names each test near its timeout", () => {
    const report = timingReport(
      [
        test("quick", 10),
        test("near", 4_000),
        test("broken", 5_001, 5_000, "failed"),
        test("off", 0, 5_000, "skipped"),
      ],
      2,
    );
    const lines = report.split("\n");
    expect(lines[0]).toBe("tests: 2 passed, 1 failed, 1 skipped");
    expect(lines[2]).toBe("slowest 2 tests (time of timeout):");
    expect(lines[3]).toContain("5.0 s of   5.0 s (100%)  unit  packages/x/src/x.test.ts > broken");
    expect(lines[4]).toContain("> near");
    expect(report).toContain("2 tests used more than a third of their timeout");
    expect(report).not.toContain("> quick");
  });

  it("says so when every test kept its margin", () => {
    expect(timingReport([test("quick", 10)])).toContain("no test used more than a third of its timeout");
  });
});
