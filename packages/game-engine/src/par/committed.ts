import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { gameRecordBySlug } from "@quillspin/content";
import { type ParSheet, parSheetSchema } from "./schema";

const require = createRequire(import.meta.url);
const sheets = new Map<string, ParSheet | null>();

/**
 * A game's committed PAR sheet (`rtp-results/par/<slug>.json`, written by `npm run par -- --all --out`),
 * checked against the schema; null for a game without one. Resolved as a package file, so a bundled
 * server (the API's dist/server.js) finds it in node_modules as the sources do.
 */
export function committedParSheet(slug: string): ParSheet | null {
  if (sheets.has(slug)) return sheets.get(slug) ?? null;
  let sheet: ParSheet | null = null;
  if (/^[a-z0-9-]+$/.test(slug)) {
    try {
      const path = require.resolve(`@quillspin/game-engine/rtp-results/par/${slug}.json`);
      sheet = parSheetSchema.parse(JSON.parse(readFileSync(path, "utf8")));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "MODULE_NOT_FOUND") throw error;
    }
  }
  sheets.set(slug, sheet);
  return sheet;
}

/**
 * The most one round of the game can pay when that is less than its stated max win, which is then a cap
 * the model never reaches; null when the cap is reachable, unsettled or the game has no sheet. Wherever
 * the stated max win is shown, this is shown beside it.
 */
export function winBelowCap(slug: string): number | null {
  const reachable = committedParSheet(slug)?.largestReachableWin;
  return reachable?.status === "below-cap" ? reachable.win : null;
}

/**
 * What a public game page shows of a sheet: the base game's headline figures with their methods (the
 * exact share of rounds paying the base screen where the sheet has it), the bet range of the game's
 * catalogue record and the hours-ahead figure of each spin speed.
 */
export function parSummary(sheet: ParSheet) {
  const record = gameRecordBySlug(sheet.game);
  const base = sheet.modes.find((mode) => mode.mode === "base");
  if (!record || !base)
    throw new Error(`The PAR sheet of ${sheet.game} has no base game or no catalogue record`);
  const atLeast100 = base.exceedance.find((entry) => entry.atLeast === 100);
  if (!atLeast100) throw new Error(`The PAR sheet of ${sheet.game} has no P(win >= 100x)`);
  // One source is the whole base screen; two would be two parts of it, whose shares do not add up to
  // the screen's (one screen can pay both), so the page then says nothing rather than a part.
  const [screen, ...more] = base.sourceHitFrequency ?? [];
  return {
    slug: sheet.game,
    name: sheet.name,
    statedRtp: sheet.statedRtp,
    measuredRtp: { value: base.rtp.total, ci95: base.rtp.ci95, method: base.rtp.method },
    maxWin: sheet.maxWin,
    bet: { min: record.facts.min_bet, max: record.facts.max_bet },
    rounds: base.rounds,
    seed: base.seed,
    hitFrequency: { value: base.hitFrequency.value, method: base.hitFrequency.method },
    baseScreenHitFrequency:
      screen && more.length === 0 ? { value: screen.value, method: screen.method } : null,
    volatilityIndex: { value: base.volatilityIndex, method: "simulated" as const },
    atLeast100x: { probability: atLeast100.probability, oneIn: atLeast100.oneIn, method: atLeast100.method },
    maxWinOdds: {
      hits: base.maxWin.hits,
      oneIn: base.maxWin.oneIn,
      upperBound95: base.maxWin.upperBound95,
      method: base.maxWin.method,
    },
    largestReachableWin: sheet.largestReachableWin,
    speeds: base.hours.map((hour) => ({
      id: hour.speed,
      label: hour.label,
      spinsPerHour: hour.spinsPerHour,
      ahead: hour.ahead,
      ci95: hour.ci95,
      hours: hour.hours,
    })),
  };
}
