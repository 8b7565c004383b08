import { describe, expect, it } from "vitest";
import type { LoadResult } from "./measure-load";
import { roundsRow, type SessionStep, sessionsLoad } from "./session-load";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("sessionsLoad", () => {
  it("never has two requests of one session in flight, and runs the sessions at once", async () => {
    const inFlight = [0, 0, 0];
    let mostAtOnce = 0;
    let overlapped = false;
    const sessions: SessionStep[] = inFlight.map((_, index) => async () => {
      inFlight[index] = (inFlight[index] ?? 0) + 1;
      if ((inFlight[index] ?? 0) > 1) overlapped = true;
      mostAtOnce = Math.max(
        mostAtOnce,
        inFlight.reduce((sum, count) => sum + count, 0),
      );
      await sleep(5);
      inFlight[index] = (inFlight[index] ?? 0) - 1;
      return true;
    });
    const segment = await sessionsLoad(sessions, 0.2);
    expect(overlapped).toBe(false);
    expect(mostAtOnce).toBe(3);
    expect(segment.failures).toBe(0);
    expect(segment.latencies.length).toBeGreaterThan(6);
    expect(segment.latencies.every((ms) => ms >= 4)).toBe(true);
    expect(segment.seconds).toBeGreaterThanOrEqual(0.2);
  });

  it("counts an answer that is not a 200, and a request that throws, as failures with their latency", async () => {
    let calls = 0;
    const flaky: SessionStep = async () => {
      calls += 1;
      await sleep(2);
      if (calls % 3 === 0) throw new Error("connection reset");
      return calls % 3 === 1;
    };
    const segment = await sessionsLoad([flaky], 0.1);
    expect(segment.latencies).toHaveLength(calls);
    expect(segment.failures).toBe(calls - Math.ceil(calls / 3));
  });
});

const result = (rps: number, p50: number, p99: number, failures = 0): LoadResult => ({
  requests: Math.round(rps * 10),
  failures,
  rps,
  p50,
  p95: p99,
  p99,
});

describe("roundsRow", () => {
  it("states rounds and inserts a second with p50 and p99, and the ratio against the aim", () => {
    const row = roundsRow(
      "sandbox rounds/s on PostgreSQL",
      result(1200, 11.04, 38.5),
      result(3000, 5, 12),
      "bare",
      {
        ratio: 0.3,
        p99Ms: 50,
      },
    );
    expect(row.measured).toBe("1,200 rounds/s, p50 11.0 ms, p99 38.5 ms");
    expect(row.yardstick).toBe("3,000 inserts/s, p50 5.0 ms, p99 12.0 ms (bare)");
    expect(row.ratio).toBeCloseTo(0.4);
    expect(row.aim).toBe(">= 0.30x, p99 <= 50 ms");
    expect(row.pass).toBe(true);
    expect(row.figures).toMatchObject({ rps: 1200, p50Ms: 11.04, p99Ms: 38.5, yardstickRps: 3000 });
  });

  it("misses on a low ratio, a slow p99 or any failure", () => {
    const aim = { ratio: 0.3, p99Ms: 50 };
    const yardstick = result(1000, 5, 10);
    expect(roundsRow("r", result(200, 10, 20), yardstick, "bare", aim).pass).toBe(false);
    expect(roundsRow("r", result(500, 10, 51), yardstick, "bare", aim).pass).toBe(false);
    const failed = roundsRow("r", result(500, 10, 20, 2), yardstick, "bare", aim);
    expect(failed.pass).toBe(false);
    expect(failed.measured).toContain("2 failed");
  });

  it("keeps a row without an aim for the record, passing unless something failed", () => {
    const row = roundsRow("on PGlite", result(10, 900, 2000), result(1000, 5, 10), "bare", null);
    expect(row.aim).toBe("for the record");
    expect(row.pass).toBe(true);
    expect(roundsRow("on PGlite", result(10, 9, 20), result(1000, 5, 10, 1), "bare", null).pass).toBe(false);
  });
});
