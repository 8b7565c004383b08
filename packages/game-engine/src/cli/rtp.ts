import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { gameModel, gameSlugs, rtpVersions, settledOnReportSeed } from "../games/index";
import { lowerVersionTargets } from "../games/rtp-versions";
import { reportSeed } from "../games/tuning";
import type { GameModel } from "../model";
import { type PaidMode, paidModes } from "../simulation/modes";
import { type ModeRow, type ModesReport, modesMarkdown, modeTolerance } from "../simulation/modes-report";
import { allCores, simulateVersionsInParallel } from "../simulation/parallel";
import {
  formatRow,
  mergeRows,
  type Report,
  type ReportRow,
  reportMarkdown,
  withinTolerance,
} from "../simulation/report";
import { roundsForInterval } from "../simulation/sample-size";
import type { SimulationStats } from "../simulation/simulate";
import { type VersionRow, type VersionsReport, versionsMarkdown } from "../simulation/versions-report";
import { numberFlag, type ParsedArguments, parseArguments, stringFlag } from "./arguments";

const usage = `Usage: npm run rtp -- <slug>...|--all [--spins N] [--seed S] [--buy <option>] [--double-chance] [--choice <index>] [--out <path>] [--merge] [--workers N] [--target-ci P]
       npm run rtp -- <slug>...|--all --modes [--spins N] [--dc-spins N] [--seed S] [--out <path>] [--merge] [--workers N] [--target-ci P] [--max-spins N]
       npm run rtp -- <slug>...|--all --with-versions --versions-out <path> [base run flags]
       npm run rtp -- <slug>...|--all --versions [--spins N] [--seed S] [--out <path>] [--merge] [--workers N] [--target-ci P] [--max-spins N]

Simulates each game and prints its RTP with a 95% confidence interval, hit frequency, feature trigger
rate, the largest win seen and rounds per second per core. Where a model computes part of its RTP
exactly (exactPart), the RTP is that exact part plus the simulated rest, and the interval is the rest's.
--target-ci P sizes each base run so the 95% interval is P points each side (from a pilot's variance,
at least --spins and at most --max-spins rounds, default 100,000,000). --workers N plays on N worker threads
(default: every core); the rounds played are the same whatever N. --out writes <path>.json and <path>.md; with --merge
the rows run replace the same game's and mode's rows of the report already at <path>.json.

--modes plays every buy option (--spins bought rounds each, default 300,000) and Double Chance or Chance
Level-up (--dc-spins rounds, default 4,000,000) of each game instead of its base game, and judges each
within ${modeTolerance} pp of the stated RTP; with --target-ci P those are the least rounds, and each mode
plays as many as its interval of P points needs (at most --max-spins).

--with-versions also tallies each game's lower RTP versions on the base run's own rounds (each exactly as
its own run would count it; decision 28) and --versions-out <path> writes them as the versions report.

--versions plays each game's lower RTP versions (${lowerVersionTargets.join(", ")}; decision 28) instead of the stated one, each
judged against its target; --out writes the versions report (rtp-results/versions on the verification seed).`;

const tolerance = 0.3;

async function measure(
  model: GameModel,
  mode: Omit<PaidMode, "mode" | "price">,
  spins: number,
  seed: number,
  workers: number,
  choice?: number,
): Promise<ReportRow> {
  return (await measureWithVersions(model, [], mode, spins, seed, workers, choice)).row;
}

/** Measures a game and, on the same rounds, the lower RTP versions `versions` (base game only). */
async function measureWithVersions(
  model: GameModel,
  versions: readonly GameModel[],
  mode: Omit<PaidMode, "mode" | "price">,
  spins: number,
  seed: number,
  workers: number,
  choice?: number,
): Promise<{ row: ReportRow; versionRows: ReportRow[] }> {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const run = await simulateVersionsInParallel(
    model,
    versions,
    {
      spins,
      seed,
      ...(mode.buy ? { buy: mode.buy } : {}),
      doubleChance: mode.doubleChance ?? false,
      ...(choice === undefined ? {} : { choice }),
    },
    workers,
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStarted);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const rowOf = (stats: SimulationStats): ReportRow => ({
    ...stats,
    // Per core, so figures from runs on different numbers of workers compare.
    spinsPerSecond: spins / seconds / Math.min(workers, spins),
    // On a shared machine the wall clock also counts the time other processes held the cores.
    spinsPerCpuSecond: spins / cpuSeconds,
    maxWin: model.maxWin,
    calibratedOnReportSeed:
      stats.mode === "base" && seed === reportSeed && settledOnReportSeed(model.slug) === spins,
  });
  return { row: rowOf(run.stated), versionRows: run.versions.map(rowOf) };
}

/** The models of the games asked for, or null (with a message) when one is unknown. */
function modelsOf(parsed: ParsedArguments): GameModel[] | null {
  const slugs = parsed.flags.has("all") ? gameSlugs : parsed.positional;
  const models: GameModel[] = [];
  for (const slug of slugs) {
    const model = gameModel(slug);
    if (!model) {
      console.error(`Unknown game "${slug}". Games: ${gameSlugs.join(", ")}`);
      return null;
    }
    models.push(model);
  }
  return models;
}

async function baseRows(
  parsed: ParsedArguments,
  models: readonly GameModel[],
  seed: number,
  workers: number,
): Promise<{ rows: ReportRow[]; versionRows: VersionRow[] }> {
  const spins = numberFlag(parsed, "spins", 1_000_000);
  const buy = stringFlag(parsed, "buy");
  const doubleChance = parsed.flags.has("double-chance");
  const choiceFlag = stringFlag(parsed, "choice");
  const targetCi = stringFlag(parsed, "target-ci");
  const maxSpins = numberFlag(parsed, "max-spins", 100_000_000);
  const withVersions = parsed.flags.has("with-versions") && !buy && !doubleChance;
  const rows: ReportRow[] = [];
  const versionRows: VersionRow[] = [];
  for (const model of models) {
    if (buy && !model.buyOptions.some((option) => option.id === buy)) {
      console.log(`${model.slug}: no buy option "${buy}", skipped`);
      continue;
    }
    if (doubleChance && !model.doubleChance) {
      console.log(`${model.slug}: no Double Chance, skipped`);
      continue;
    }
    const mode = { ...(buy ? { buy } : {}), doubleChance };
    const choice = choiceFlag === undefined ? undefined : Number(choiceFlag);
    const sized = targetCi
      ? await sampleFor(model, mode, Number(targetCi), { spins, seed, workers, maxSpins, choice })
      : spins;
    const versions = withVersions ? lowerVersions(model) : [];
    const run = await measureWithVersions(model, versions, mode, sized, seed, workers, choice);
    rows.push(run.row);
    console.log(formatRow(run.row));
    run.versionRows.forEach((row, at) => {
      const version = versions[at] as GameModel;
      versionRows.push(versionRow(row, version, targetCi));
      console.log(`${formatRow(row)}\n  version ${version.rtpVersion}, pay scale ${version.payScale}`);
    });
  }
  return { rows, versionRows };
}

/** The catalogue's models of a game's lower RTP versions (decision 28). */
function lowerVersions(stated: GameModel): GameModel[] {
  return rtpVersions(stated.slug)
    .filter((version) => !version.stated)
    .map((version) => gameModel(stated.slug, version.id) as GameModel);
}

function versionRow(row: ReportRow, version: GameModel, targetCi: string | undefined): VersionRow {
  return {
    ...row,
    version: version.rtpVersion,
    payScale: version.payScale,
    targetCi95: targetCi ? Number(targetCi) : null,
  };
}

/**
 * The rounds needed for the 95% interval of the total RTP to be `targetCi` points each side: a pilot of
 * `spins` rounds measures the standard deviation of the simulated part (the exact part has none), and
 * the interval shrinks with the square root of the rounds. Never fewer than `spins`, never more than
 * `maxSpins` (the run says so when the cap leaves the interval wider).
 */
async function sampleFor(
  model: GameModel,
  mode: Omit<PaidMode, "mode" | "price">,
  targetCi: number,
  run: { spins: number; seed: number; workers: number; maxSpins: number; choice: number | undefined },
): Promise<number> {
  const pilot = await measure(model, mode, Math.min(run.spins, 1_000_000), run.seed, run.workers, run.choice);
  const { needed, spins } = roundsForInterval(pilot, targetCi, run.spins, run.maxSpins);
  const hours = spins / (pilot.spinsPerCpuSecond ?? pilot.spinsPerSecond) / 3600;
  console.log(
    `${model.slug}: ± ${targetCi} pp needs ${needed.toLocaleString("en-GB")} rounds (pilot ± ${pilot.ci95.toFixed(3)} on ${pilot.spins.toLocaleString("en-GB")}); playing ${spins.toLocaleString("en-GB")}, about ${hours.toFixed(2)} CPU-hours${spins < needed ? " (capped by --max-spins)" : ""}`,
  );
  return spins;
}

/** The lower RTP versions of each game asked for, sized and measured like the base game. */
async function versionRows(
  parsed: ParsedArguments,
  models: readonly GameModel[],
  seed: number,
  workers: number,
): Promise<VersionRow[]> {
  const spins = numberFlag(parsed, "spins", 1_000_000);
  const targetCi = stringFlag(parsed, "target-ci");
  const maxSpins = numberFlag(parsed, "max-spins", 100_000_000);
  const rows: VersionRow[] = [];
  for (const stated of models) {
    for (const model of lowerVersions(stated)) {
      const sized = targetCi
        ? await sampleFor(model, {}, Number(targetCi), { spins, seed, workers, maxSpins, choice: undefined })
        : spins;
      const row = versionRow(await measure(model, {}, sized, seed, workers), model, targetCi);
      rows.push(row);
      console.log(`${formatRow(row)}\n  version ${model.rtpVersion}, pay scale ${model.payScale}`);
    }
  }
  return rows;
}

async function modeRows(
  parsed: ParsedArguments,
  models: readonly GameModel[],
  seed: number,
  workers: number,
): Promise<ModeRow[]> {
  const buySpins = numberFlag(parsed, "spins", 300_000);
  const doubleChanceSpins = numberFlag(parsed, "dc-spins", 4_000_000);
  const targetCi = stringFlag(parsed, "target-ci");
  const maxSpins = numberFlag(parsed, "max-spins", 100_000_000);
  const rows: ModeRow[] = [];
  for (const model of models) {
    for (const mode of paidModes(model)) {
      const spins = mode.buy ? buySpins : doubleChanceSpins;
      const sized = targetCi
        ? await sampleFor(model, mode, Number(targetCi), {
            spins,
            seed,
            workers,
            maxSpins,
            choice: undefined,
          })
        : spins;
      const row = { ...(await measure(model, mode, sized, seed, workers)), price: mode.price };
      rows.push(row);
      console.log(`${formatRow(row)}\n  price ${mode.price}x`);
    }
  }
  return rows;
}

function existingRows<Row>(path: string): Row[] {
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as { rows: Row[] }).rows : [];
}

async function main(): Promise<number> {
  const parsed = parseArguments(process.argv.slice(2));
  if (parsed.flags.has("help") || (parsed.positional.length === 0 && !parsed.flags.has("all"))) {
    console.log(usage);
    return parsed.flags.has("help") ? 0 : 1;
  }
  const models = modelsOf(parsed);
  if (!models) return 1;
  const seed = numberFlag(parsed, "seed", reportSeed);
  const modes = parsed.flags.has("modes");
  const limit = modes ? modeTolerance : tolerance;
  const workers = numberFlag(parsed, "workers", allCores);
  if (parsed.flags.has("versions"))
    return writeVersions(parsed, await versionRows(parsed, models, seed, workers));
  const base = modes ? null : await baseRows(parsed, models, seed, workers);
  const rows = base ? base.rows : await modeRows(parsed, models, seed, workers);
  const versionsOut = stringFlag(parsed, "versions-out");
  if (base && base.versionRows.length > 0 && versionsOut)
    writeVersionsReport(versionsOut, parsed.flags.has("merge"), base.versionRows);
  const failing = rows.filter((row) => !withinTolerance(row, limit));
  console.log(
    `\n${rows.length - failing.length} of ${rows.length} within ${limit} pp of the stated RTP${failing.length ? `; outside: ${failing.map((row) => `${row.game} ${row.mode}`).join(", ")}` : ""}`,
  );
  const out = stringFlag(parsed, "out");
  if (out) {
    const base = out.replace(/\.(json|md)$/, "");
    const generatedAt = new Date().toISOString();
    const merge = parsed.flags.has("merge");
    if (modes) {
      const all = merge
        ? mergeRows(existingRows<ModeRow>(`${base}.json`), rows as ModeRow[], gameSlugs)
        : rows;
      const report: ModesReport = { generatedAt, tolerance: modeTolerance, rows: all as ModeRow[] };
      writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
      writeFileSync(`${base}.md`, modesMarkdown(report));
    } else {
      const all = merge ? mergeRows(existingRows<ReportRow>(`${base}.json`), rows, gameSlugs) : rows;
      const report: Report = { generatedAt, tolerance, rows: all };
      writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
      writeFileSync(`${base}.md`, reportMarkdown(report));
    }
    console.log(`Wrote ${base}.json and ${base}.md`);
  }
  return failing.length === 0 ? 0 : 2;
}

/** Writes the versions report when --out asks; the versions' rows are judged by their intervals, not a tolerance. */
function writeVersions(parsed: ParsedArguments, rows: VersionRow[]): number {
  const out = stringFlag(parsed, "out");
  if (out) writeVersionsReport(out, parsed.flags.has("merge"), rows);
  return 0;
}

function writeVersionsReport(out: string, merge: boolean, rows: readonly VersionRow[]): void {
  const base = out.replace(/\.(json|md)$/, "");
  const all = merge ? mergeVersionRows(existingRows<VersionRow>(`${base}.json`), rows) : rows;
  const report: VersionsReport = { generatedAt: new Date().toISOString(), rows: all };
  writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(`${base}.md`, versionsMarkdown(report));
  console.log(`Wrote ${base}.json and ${base}.md`);
}

/** The rows just run replace the same game's and version's rows; catalogue order, highest version first. */
function mergeVersionRows(existing: readonly VersionRow[], fresh: readonly VersionRow[]): VersionRow[] {
  const key = (row: VersionRow) => `${row.game} ${row.version}`;
  const replaced = new Set(fresh.map(key));
  const order = (row: VersionRow) => gameSlugs.indexOf(row.game) * 1000 - row.version;
  return [...existing.filter((row) => !replaced.has(key(row))), ...fresh].sort((a, b) => order(a) - order(b));
}

process.exitCode = await main();
