// Closed-loop load by sessions, as players make it: each session sends its next request only once its
// last one was answered, so a session never has two rounds in flight (the game server would refuse the
// second with a 409). The sandbox-rounds rows of `npm run bench` and their yardstick both run on it.
import { type BenchRow, formatRatio } from "./bench-table";
import type { LoadResult, LoadSegment } from "./measure-load";

/** One session's next request: true when it was answered as a player expects (a 200). */
export type SessionStep = () => Promise<boolean>;

/**
 * Every session runs its steps one after the other for `seconds`, all sessions at once. Every latency
 * is recorded, a failed or thrown step's too, so the percentiles are exact and failures count against
 * the throughput (`combineSegments` counts only the answers that succeeded).
 */
export async function sessionsLoad(sessions: SessionStep[], seconds: number): Promise<LoadSegment> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const run = async (step: SessionStep) => {
    while (performance.now() < until) {
      const stepStarted = performance.now();
      const ok = await step().catch(() => false);
      latencies.push(performance.now() - stepStarted);
      if (!ok) failures += 1;
    }
  };
  await Promise.all(sessions.map(run));
  return { latencies, failures, seconds: (performance.now() - started) / 1000 };
}

const rate = (perSecond: number, unit: string) =>
  `${Math.round(perSecond).toLocaleString("en-US")} ${unit}/s`;

const describe = (run: LoadResult, unit: string) =>
  `${rate(run.rps, unit)}, p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms${run.failures ? `, ${run.failures} failed` : ""}`;

export interface RoundsAim {
  /** Rounds a second at least this share of the yardstick's inserts a second. */
  ratio: number;
  /** The rounds' p99 at most this, in milliseconds. */
  p99Ms: number;
}

/**
 * The bench row of rounds a second beside the yardstick's inserts a second, measured in the same run
 * at the same number of sessions. `aim` null: the row is measured for the record and always passes
 * (the issue's aim is about PostgreSQL; the embedded database's row stands beside it).
 */
export function roundsRow(
  what: string,
  rounds: LoadResult,
  yardstick: LoadResult,
  yardstickName: string,
  aim: RoundsAim | null,
): BenchRow {
  const ratio = yardstick.rps > 0 ? rounds.rps / yardstick.rps : Number.NaN;
  const clean = rounds.failures === 0 && yardstick.failures === 0;
  return {
    what,
    measured: describe(rounds, "rounds"),
    yardstick: `${describe(yardstick, "inserts")} (${yardstickName})`,
    ratio,
    aim: aim ? `>= ${formatRatio(aim.ratio)}, p99 <= ${aim.p99Ms} ms` : "for the record",
    pass: aim ? clean && ratio >= aim.ratio && rounds.p99 <= aim.p99Ms : clean,
    figures: {
      rps: rounds.rps,
      p50Ms: rounds.p50,
      p99Ms: rounds.p99,
      failures: rounds.failures,
      yardstickRps: yardstick.rps,
      yardstickP50Ms: yardstick.p50,
      yardstickP99Ms: yardstick.p99,
      yardstickFailures: yardstick.failures,
    },
  };
}
