// What `npm test` prints after the run about time: the slowest tests and every test that used more
// than a third of its timeout, the margin a loaded CI machine eats first (issue 31).

export type TestState = "passed" | "failed" | "skipped" | "pending";

/** One test as the run ended it. */
export interface TimedTest {
  project: string;
  /** The test file, relative to the repository. */
  file: string;
  /** Suite names and the test's own, joined with " > ". */
  name: string;
  state: TestState;
  durationMs: number;
  timeoutMs: number;
}

/** A test that used more than this share of its timeout needs room before a busier machine fails it. */
export const NEAR_TIMEOUT_SHARE = 1 / 3;

export function isNearTimeout(test: TimedTest): boolean {
  return test.state !== "skipped" && test.durationMs > test.timeoutMs * NEAR_TIMEOUT_SHARE;
}

export function slowest(tests: readonly TimedTest[], count: number): TimedTest[] {
  return [...tests].sort((a, b) => b.durationMs - a.durationMs).slice(0, count);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function line(test: TimedTest): string {
  const share = Math.round((test.durationMs / test.timeoutMs) * 100);
  return `  ${seconds(test.durationMs).padStart(7)} of ${seconds(test.timeoutMs).padStart(7)} (${String(share).padStart(3)}%)  ${test.project}  ${test.file} > ${test.name}`;
}

/** The counts line the README quotes, then the timing lists; `slowestCount` rows of the slowest. */
export function timingReport(tests: readonly TimedTest[], slowestCount = 20): string {
  const count = (state: TestState) => tests.filter((test) => test.state === state).length;
  const skipped = count("skipped") + count("pending");
  const lines = [
    `tests: ${count("passed")} passed, ${count("failed")} failed${skipped ? `, ${skipped} skipped` : ""}`,
    "",
    `slowest ${Math.min(slowestCount, tests.length)} tests (time of timeout):`,
    ...slowest(tests, slowestCount).map(line),
  ];
  const near = slowest(tests.filter(isNearTimeout), tests.length);
  lines.push(
    "",
    near.length
      ? `${near.length} tests used more than a third of their timeout: give each room (issue 31):`
      : "no test used more than a third of its timeout",
    ...near.map(line),
  );
  return lines.join("\n");
}
