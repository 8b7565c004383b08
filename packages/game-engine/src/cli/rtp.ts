import { writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { gameModel, gameSlugs } from "../games/index";
import { calibratedOnReportSeed, reportSeed } from "../games/tuning";
import {
  formatRow,
  type Report,
  type ReportRow,
  reportMarkdown,
  withinTolerance,
} from "../simulation/report";
import { simulate } from "../simulation/simulate";
import { numberFlag, parseArguments, stringFlag } from "./arguments";

const usage = `Usage: npm run rtp -- <slug>|--all [--spins N] [--seed S] [--buy <option>] [--double-chance] [--choice <index>] [--out <path>]

Simulates each game and prints its RTP with a 95% confidence interval, hit frequency, feature trigger
rate, the largest win seen and spins per second. --out writes <path>.json and <path>.md.`;

const tolerance = 0.3;

function main(): number {
  const parsed = parseArguments(process.argv.slice(2));
  if (parsed.flags.has("help") || (parsed.positional.length === 0 && !parsed.flags.has("all"))) {
    console.log(usage);
    return parsed.flags.has("help") ? 0 : 1;
  }
  const slugs = parsed.flags.has("all") ? gameSlugs : parsed.positional;
  const spins = numberFlag(parsed, "spins", 1_000_000);
  const seed = numberFlag(parsed, "seed", reportSeed);
  const buy = stringFlag(parsed, "buy");
  const doubleChance = parsed.flags.has("double-chance");
  const choiceFlag = stringFlag(parsed, "choice");
  const rows: ReportRow[] = [];
  for (const slug of slugs) {
    const model = gameModel(slug);
    if (!model) {
      console.error(`Unknown game "${slug}". Games: ${gameSlugs.join(", ")}`);
      return 1;
    }
    if (buy && !model.buyOptions.some((option) => option.id === buy)) {
      console.log(`${slug}: no buy option "${buy}", skipped`);
      continue;
    }
    if (doubleChance && !model.doubleChance) {
      console.log(`${slug}: no Double Chance, skipped`);
      continue;
    }
    const started = performance.now();
    const stats = simulate(model, {
      spins,
      seed,
      ...(buy ? { buy } : {}),
      doubleChance,
      ...(choiceFlag === undefined ? {} : { choice: Number(choiceFlag) }),
    });
    const seconds = (performance.now() - started) / 1000;
    const row: ReportRow = {
      ...stats,
      spinsPerSecond: spins / seconds,
      maxWin: model.maxWin,
      calibratedOnReportSeed:
        stats.mode === "base" && seed === reportSeed && calibratedOnReportSeed[slug] === spins,
    };
    rows.push(row);
    console.log(formatRow(row));
  }
  const failing = rows.filter((row) => !withinTolerance(row, tolerance));
  console.log(
    `\n${rows.length - failing.length} of ${rows.length} within ${tolerance} pp of the stated RTP${failing.length ? `; outside: ${failing.map((row) => row.game).join(", ")}` : ""}`,
  );
  const out = stringFlag(parsed, "out");
  if (out) {
    const base = out.replace(/\.(json|md)$/, "");
    const report: Report = { generatedAt: new Date().toISOString(), tolerance, rows };
    writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(`${base}.md`, reportMarkdown(report));
    console.log(`Wrote ${base}.json and ${base}.md`);
  }
  return failing.length === 0 ? 0 : 2;
}

process.exitCode = main();
