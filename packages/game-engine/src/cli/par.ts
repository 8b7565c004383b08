import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { gameModel, gameSlugs } from "../games/index";
import type { GameModel } from "../model";
import { largestReachableWin } from "../par/reachable-win";
import { type ParMode, type ParSheet, parSheetSchema } from "../par/schema";
import { parMode, parSheet, sheetModes } from "../par/sheet";
import { simulatePar } from "../par/simulate-par";
import { allCores } from "../simulation/parallel";
import { verificationSeed } from "../simulation/verification";
import { numberFlag, parseArguments, stringFlag } from "./arguments";

/** The committed sheets' sample sizes: a multiple of every speed's hour for the base game and Double Chance. */
export const parSpins = 2_016_000;
export const parBuySpins = 400_000;

const usage = `Usage: npm run par -- <slug>...|--all [--json] [--spins N] [--buy-spins N] [--seed S] [--workers W] [--out <dir>]

Prints each game's PAR sheet for every mode (base game, each buy, Double Chance): RTP by source, hit
frequency (and, where the maths gives it, the exact share of rounds paying the base screen's line or
ways wins), feature frequencies, standard deviation and 90% volatility index, win-size percentiles,
P(win >= 20x, 100x, 1000x), odds of the max win, the largest reachable win, and for the base game the
share of hours of play that end ahead at each spin speed. Each figure says whether it is exact (from the
reel weights) or simulated (seed, rounds, 95% interval). Defaults: the verification seed (${verificationSeed}),
${parSpins.toLocaleString("en-GB")} rounds for the base game and Double Chance (--spins), ${parBuySpins.toLocaleString("en-GB")} bought rounds
per buy (--buy-spins), every core (--workers). --json prints the sheet as JSON (one array for several
games); --out writes <dir>/<slug>.json for each game instead; --refresh-reachable --out <dir> only
rewrites the largest reachable win of the sheets already there, from their own modes.`;

const number = (value: number, digits = 2) =>
  value.toLocaleString("en-GB", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const oneIn = (value: number | null) =>
  value === null ? "not observed" : `1 in ${Math.round(value).toLocaleString("en-GB")}`;

export function formatSheet(sheet: ParSheet): string {
  const lines = [
    `${sheet.name} (${sheet.game}): stated RTP ${sheet.statedRtp}%, max win ${sheet.maxWin.toLocaleString("en-GB")}x`,
    `  largest reachable win ${sheet.largestReachableWin.win.toLocaleString("en-GB")}x [${sheet.largestReachableWin.status}, ${sheet.largestReachableWin.method}]: ${sheet.largestReachableWin.reasoning}`,
    `  ${sheet.volatilityIndexDefinition}`,
  ];
  for (const mode of sheet.modes) {
    lines.push(
      `\n  ${mode.label} [${mode.mode}], price ${mode.price}x, ${mode.rounds.toLocaleString("en-GB")} rounds on seed ${mode.seed}`,
      `    RTP ${number(mode.rtp.total, 3)}% ± ${number(mode.rtp.ci95, 3)} [${mode.rtp.method}] (exact part ${number(mode.rtp.exactPart, 3)}%, simulated part ${number(mode.rtp.simulatedPart, 3)}%)`,
      ...mode.sources.map(
        (source) =>
          `      ${source.source.padEnd(24)} ${number(source.rtp, 3).padStart(8)}%${source.ci95 > 0 ? ` ± ${number(source.ci95, 3)}` : ""} [${source.method}]${source.simulated === undefined ? "" : ` (simulated ${number(source.simulated, 3)}%)`}`,
      ),
      `    hit frequency ${number(mode.hitFrequency.value)}% ± ${number(mode.hitFrequency.ci95)} (1 in ${number(100 / mode.hitFrequency.value)}) [simulated]`,
      ...(mode.sourceHitFrequency ?? []).map(
        (entry) =>
          `      rounds paying ${entry.source}: ${number(entry.value, 3)}% (1 in ${number(100 / entry.value)}) [${entry.method}] (simulated ${number(entry.simulated, 3)}% ± ${number(entry.simulatedCi95, 3)})`,
      ),
      ...mode.features.map(
        (feature) =>
          `    ${feature.feature}: ${oneIn(feature.oneIn)} (${number(feature.rate, 4)}%) [simulated]`,
      ),
      `    standard deviation ${number(mode.standardDeviation)}, volatility index ${number(mode.volatilityIndex)}`,
      `    win percentiles (x bet), all rounds: ${mode.percentiles.all.map((at) => `P${at.percentile} ${number(at.win)}`).join(", ")}`,
      `    win percentiles (x bet), winning rounds: ${mode.percentiles.winning.map((at) => `P${at.percentile} ${number(at.win)}`).join(", ")}`,
      ...mode.exceedance.map(
        (entry) =>
          `    P(win >= ${entry.atLeast}x) ${number(entry.probability, 4)}% ± ${number(entry.ci95, 4)} (${oneIn(entry.oneIn)})`,
      ),
      mode.maxWin.hits > 0
        ? `    max win reached ${mode.maxWin.hits} times: ${oneIn(mode.maxWin.oneIn)}`
        : `    max win not observed in ${mode.rounds.toLocaleString("en-GB")} rounds: below ${number(mode.maxWin.upperBound95 ?? 0, 5)}% (1 in ${Math.round(mode.rounds / 3).toLocaleString("en-GB")}) at 95% confidence (rule of three)`,
      `    largest win seen ${number(mode.largestObserved)}x`,
      ...mode.hours.map(
        (hour) =>
          `    an hour at ${hour.label} (${hour.spinsPerHour.toLocaleString("en-GB")} spins): ends ahead ${number(hour.ahead, 1)}% ± ${number(hour.ci95, 1)} of ${hour.hours.toLocaleString("en-GB")} hours`,
      ),
    );
  }
  return lines.join("\n");
}

/** Plays every mode of a game and builds its sheet, checked against the schema the API reads it with. */
export async function sheetFor(
  model: GameModel,
  run: { spins: number; buySpins: number; seed: number; workers: number },
): Promise<ParSheet> {
  const modes: ParMode[] = [];
  for (const mode of sheetModes(model)) {
    const rounds = mode.buy ? run.buySpins : run.spins;
    const options = {
      spins: rounds,
      seed: run.seed,
      ...(mode.buy ? { buy: mode.buy } : {}),
      doubleChance: mode.doubleChance ?? false,
    };
    const played = await simulatePar(model, options, mode.mode === "base", run.workers);
    modes.push(parMode(model, mode, { rounds, seed: run.seed, ...played }));
  }
  return parSheetSchema.parse(parSheet(model, modes, new Date().toISOString()));
}

/**
 * Rewrites the largest reachable win of sheets already in `dir` from their own modes, without playing a
 * round again: for when an argument in `reachable-win.ts` is added or corrected.
 */
function refreshReachable(slugs: readonly string[], dir: string | undefined): number {
  if (!dir) {
    console.error("--refresh-reachable needs --out <dir>, the folder of the sheets to rewrite");
    return 1;
  }
  for (const slug of slugs) {
    const model = gameModel(slug);
    const path = `${dir}/${slug}.json`;
    if (!model || !existsSync(path)) continue;
    const sheet = parSheetSchema.parse(JSON.parse(readFileSync(path, "utf8")));
    const refreshed = { ...sheet, largestReachableWin: largestReachableWin(model, sheet.modes) };
    writeFileSync(path, `${JSON.stringify(parSheetSchema.parse(refreshed), null, 2)}\n`);
    console.error(`Rewrote the largest reachable win of ${path}`);
  }
  return 0;
}

async function main(): Promise<number> {
  const parsed = parseArguments(process.argv.slice(2));
  const all = parsed.flags.has("all");
  if (parsed.flags.has("help") || (parsed.positional.length === 0 && !all)) {
    console.log(usage);
    return parsed.flags.has("help") ? 0 : 1;
  }
  const slugs = all ? gameSlugs : parsed.positional;
  const run = {
    spins: numberFlag(parsed, "spins", parSpins),
    buySpins: numberFlag(parsed, "buy-spins", parBuySpins),
    seed: numberFlag(parsed, "seed", verificationSeed),
    workers: numberFlag(parsed, "workers", allCores),
  };
  const out = stringFlag(parsed, "out");
  if (parsed.flags.has("refresh-reachable")) return refreshReachable(slugs, out);
  const json = parsed.flags.has("json");
  const sheets: ParSheet[] = [];
  for (const slug of slugs) {
    const model = gameModel(slug);
    if (!model) {
      console.error(`Unknown game "${slug}". Games: ${gameSlugs.join(", ")}`);
      return 1;
    }
    const sheet = await sheetFor(model, run);
    if (out) {
      mkdirSync(out, { recursive: true });
      writeFileSync(`${out}/${slug}.json`, `${JSON.stringify(sheet, null, 2)}\n`);
      console.error(`Wrote ${out}/${slug}.json`);
    } else if (json) sheets.push(sheet);
    else console.log(`${formatSheet(sheet)}\n`);
  }
  if (json && !out) console.log(JSON.stringify(sheets.length === 1 ? sheets[0] : sheets, null, 2));
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await main();
