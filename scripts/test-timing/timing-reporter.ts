// A Vitest reporter for `npm test`: keeps each test's time beside its timeout, prints the summary of
// `timing-summary.ts` when the run ends and writes every row to node_modules/.cache/test-timings.json,
// so a run on a loaded machine can be read afterwards.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Reporter, TestCase } from "vitest/node";
import { type TimedTest, timingReport } from "./timing-summary";

const root = path.resolve(import.meta.dirname, "../..");
export const timingsFile = path.join(root, "node_modules/.cache/test-timings.json");

export default class TimingReporter implements Reporter {
  private readonly tests: TimedTest[] = [];

  onTestCaseResult(testCase: TestCase) {
    const result = testCase.result();
    this.tests.push({
      project: testCase.project.name,
      file: path.relative(root, testCase.module.moduleId),
      name: testCase.fullName,
      state: result.state,
      durationMs: testCase.diagnostic()?.duration ?? 0,
      // The effective timeout: the test's own or its project's testTimeout.
      timeoutMs: testCase.options.timeout ?? 5_000,
    });
  }

  onTestRunEnd() {
    mkdirSync(path.dirname(timingsFile), { recursive: true });
    writeFileSync(timingsFile, `${JSON.stringify(this.tests, null, 1)}\n`);
    console.log(`\n${timingReport(this.tests)}`);
  }
}
