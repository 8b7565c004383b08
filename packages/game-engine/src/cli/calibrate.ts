import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gameDefinition, gameModel, gameSlugs } from "../games/index";
import { lowerVersionTargets, versionTuning } from "../games/rtp-versions";
import type { Tuning } from "../games/shared/definition";
import { calibratedOnReportSeed, calibratedTuning, reportSeed } from "../games/tuning";
import { baseKnob, calibrateGame, settleKnob, settleVersions } from "../simulation/calibrate";
import { settleOnExactParts } from "../simulation/exact-calibration";
import { allCores, simulateInParallel } from "../simulation/parallel";
import { roundsForInterval } from "../simulation/sample-size";
import { verificationSeed } from "../simulation/verification";
import { numberFlag, parseArguments, stringFlag } from "./arguments";

const usage = `Usage: tsx packages/game-engine/src/cli/calibrate.ts <slug>...|--all [--search N] [--final N] [--buy-final N] [--seed S] [--skip-buys] [--knob <name>] [--tolerance PP]
       tsx packages/game-engine/src/cli/calibrate.ts <slug>... --exact
       tsx packages/game-engine/src/cli/calibrate.ts <slug>... --settle [--knob <name>] [--spins N] [--slope N] [--measurements N] [--seed S] [--rtp R]
       tsx packages/game-engine/src/cli/calibrate.ts <slug>...|--all --version 94[,92,88]|all [--spins N] [--target-ci P] [--max-spins N] [--workers N] [--measurements N] [--seed S] [--rtp R]

--exact solves each knob on the model's exact RTP, for a game whose whole round is computed exactly (the
games exact-calibration.test.ts lists): no sample, so the stated RTP is met to the knob's six digits.

The first form searches each knob of each game for the value at which its simulated RTP meets the stated
RTP. --settle moves one knob, the base game's unless --knob names a buy's or Double Chance's: it
measures the knob's mode on --spins rounds (default 10,000,000), takes the slope from two samples of
--slope rounds (default 1,000,000) and steps along it, up to --measurements long measurements (default
1, leaving the last step to the report to check); --rtp gives the first measurement when a report run
has just made it. In the first form --knob tunes one knob only (a buy's, say), and
--tolerance (default 0.02 pp) is how close its secant steps must come. Settling on the report's seed
(${reportSeed}) records the game as calibrated on that seed, which the report then shows. Both forms
rewrite src/games/tuning.ts after every game. Run them with nice: they keep one core busy.

--version settles the pay scale of lower RTP versions (${lowerVersionTargets.join(", ")}; decision 28) instead: it
measures the stated version on --spins rounds (default 4,000,000; with --target-ci P as many as the 95%
interval of P points each side needs, at most --max-spins) on --workers threads (default every core), and
scales every pay by target / measured (--rtp R: by target / R, the RTP a --settle just predicted, without
measuring); --measurements 2 or more re-measures each version on --spins
rounds and steps again. It rewrites src/games/rtp-versions.ts after every game.`;

const calibrationSeed = 7_310_001;

const tuningFile = fileURLToPath(new URL("../games/tuning.ts", import.meta.url));
const versionsFile = fileURLToPath(new URL("../games/rtp-versions.ts", import.meta.url));

function versionsSource(versions: Readonly<Record<string, Readonly<Record<string, Tuning>>>>): string {
  const marker = "export const versionTuning";
  const header = readFileSync(versionsFile, "utf8").split(marker)[0] ?? "";
  const entries = gameSlugs
    .filter((slug) => versions[slug])
    .map((slug) => {
      // One version a line, as the formatter lays the object out.
      const byVersion = Object.entries(versions[slug] ?? {})
        .sort(([a], [b]) => Number(b) - Number(a))
        .map(
          ([id, knobs]) =>
            `    "${id}": { ${Object.entries(knobs)
              .map(([name, value]) => `${name}: ${value}`)
              .join(", ")} },`,
        );
      return `  "${slug}": {\n${byVersion.join("\n")}\n  },`;
    });
  return `${header}${marker}: VersionTunings = {${entries.length ? `\n${entries.join("\n")}\n` : ""}};\n`;
}

/** The versions `--version` names: a comma list of the lower targets, or `all`. */
function versionTargets(flag: string): number[] | null {
  if (flag === "all") return [...lowerVersionTargets];
  const targets = flag.split(",").map(Number);
  const known = new Set<number>(lowerVersionTargets);
  return targets.every((target) => known.has(target)) ? targets : null;
}

function tuningSource(
  tunings: Readonly<Record<string, Tuning>>,
  onReportSeed: Readonly<Record<string, number>>,
): string {
  const header = readFileSync(tuningFile, "utf8").split("export const calibratedOnReportSeed")[0] ?? "";
  const settled = gameSlugs
    .filter((slug) => onReportSeed[slug] !== undefined)
    .map((slug) => `  "${slug}": ${onReportSeed[slug]},`);
  const entries = gameSlugs
    .filter((slug) => tunings[slug])
    .map((slug) => {
      const knobs = Object.entries(tunings[slug] ?? {})
        .map(([name, value]) => `${name}: ${value}`)
        .join(", ");
      return `  "${slug}": { ${knobs} },`;
    });
  return [
    `${header}export const calibratedOnReportSeed: Readonly<Partial<Record<GameSlug, number>>> = {${settled.length ? `\n${settled.join("\n")}\n` : ""}};`,
    "",
    "/** Knob values found by the calibration script (src/cli/calibrate.ts), which rewrites this file. */",
    `export const calibratedTuning: Readonly<Record<GameSlug, Tuning>> = {\n${entries.join("\n")}\n};\n`,
  ].join("\n");
}

async function main(): Promise<number> {
  const parsed = parseArguments(process.argv.slice(2));
  const slugs = parsed.flags.has("all") ? gameSlugs : parsed.positional;
  if (slugs.length === 0) {
    console.log(usage);
    return 1;
  }
  const tunings: Record<string, Tuning> = { ...calibratedTuning };
  const onReportSeed: Record<string, number> = { ...calibratedOnReportSeed };
  const seed = numberFlag(parsed, "seed", calibrationSeed);
  if (seed === verificationSeed) {
    console.error(`Seed ${verificationSeed} is the verification runs' seed: calibrate on another one.`);
    return 1;
  }
  const log = (line: string) => console.log(line);
  if (parsed.flags.has("version")) {
    const targets = versionTargets(stringFlag(parsed, "version") ?? "");
    if (!targets) {
      console.error(`--version takes ${lowerVersionTargets.join(", ")} (comma-separated) or all`);
      return 1;
    }
    const versions: Record<string, Record<string, Tuning>> = { ...versionTuning };
    const targetCi = stringFlag(parsed, "target-ci");
    for (const slug of slugs) {
      const definition = gameDefinition(slug);
      const model = gameModel(slug);
      if (!definition || !model) {
        console.error(`Unknown game "${slug}"`);
        return 1;
      }
      console.log(slug);
      const workers = numberFlag(parsed, "workers", allCores);
      let spins = numberFlag(parsed, "spins", 4_000_000);
      const givenRtp = stringFlag(parsed, "rtp");
      if (givenRtp !== undefined) {
        // A base knob just settled: its predicted RTP stands in for a measurement of the new model.
        const rtp = numberFlag(parsed, "rtp", Number.NaN);
        const stated = { rtp, ci95: Number.NaN, statedRtp: model.rtp, spins: 0 };
        versions[slug] = {
          ...versions[slug],
          ...settleVersions(definition, tunings[slug] ?? {}, targets, stated, {
            spins,
            seed,
            measurements: 1,
            log,
          }),
        };
        writeFileSync(versionsFile, versionsSource(versions));
        continue;
      }
      if (targetCi) {
        const pilot = await simulateInParallel(model, { spins: Math.min(spins, 1_000_000), seed }, workers);
        const sized = roundsForInterval(pilot, Number(targetCi), spins, numberFlag(parsed, "max-spins", 1e9));
        spins = sized.spins;
        log(
          `    ± ${targetCi} pp needs ${sized.needed.toLocaleString("en-GB")} rounds; playing ${spins.toLocaleString("en-GB")}`,
        );
      }
      // The catalogue's stated model is the one calibrated here (tunings[slug] is its tuning), so the
      // measurement can play on worker threads, which build models from the catalogue.
      const stated = await simulateInParallel(model, { spins, seed }, workers);
      const settled = settleVersions(definition, tunings[slug] ?? {}, targets, stated, {
        spins: numberFlag(parsed, "spins", 4_000_000),
        seed,
        measurements: numberFlag(parsed, "measurements", 1),
        log,
      });
      versions[slug] = { ...versions[slug], ...settled };
      writeFileSync(versionsFile, versionsSource(versions));
    }
    return 0;
  }
  for (const slug of slugs) {
    const definition = gameDefinition(slug);
    if (!definition) {
      console.error(`Unknown game "${slug}"`);
      return 1;
    }
    console.log(`${slug}`);
    if (parsed.flags.has("exact")) {
      tunings[slug] = settleOnExactParts(definition, tunings[slug] ?? {}, log);
      delete onReportSeed[slug];
    } else if (parsed.flags.has("settle")) {
      const spins = numberFlag(parsed, "spins", 10_000_000);
      const knobName = stringFlag(parsed, "knob");
      const knob =
        knobName === undefined ? baseKnob(definition) : definition.knobs.find((k) => k.name === knobName);
      if (!knob) {
        console.error(`${slug} has no knob "${knobName}": ${definition.knobs.map((k) => k.name).join(", ")}`);
        return 1;
      }
      const settled = settleKnob(definition, tunings[slug] ?? {}, {
        knob,
        spins,
        slopeSpins: numberFlag(parsed, "slope", 1_000_000),
        seed,
        measurements: numberFlag(parsed, "measurements", 1),
        tolerance: 0.03,
        ...(stringFlag(parsed, "rtp") === undefined ? {} : { measuredRtp: numberFlag(parsed, "rtp", 0) }),
        log,
      });
      tunings[slug] = settled.tuning;
      // Only the base knob's settle marks, or clears, the game as tuned on the report's seed.
      if (knob === baseKnob(definition)) {
        if (seed === reportSeed) onReportSeed[slug] = spins;
        else delete onReportSeed[slug];
      }
      console.log(
        `  ${settled.measured ? "measured" : "predicted"} ${settled.rtp.toFixed(3)}% on seed ${seed}`,
      );
    } else {
      const only = stringFlag(parsed, "knob");
      const { tuning } = calibrateGame(definition, tunings[slug] ?? {}, {
        searchSpins: numberFlag(parsed, "search", 200_000),
        finalSpins: numberFlag(parsed, "final", 4_000_000),
        buyFinalSpins: numberFlag(parsed, "buy-final", 1_000_000),
        seed,
        tolerance: numberFlag(parsed, "tolerance", 0.02),
        skipBuys: parsed.flags.has("skip-buys"),
        ...(only === undefined ? {} : { only: only.split(",") }),
        log,
      });
      tunings[slug] = tuning;
      // Only a new base knob makes the game's settle (and its report-seed mark) out of date.
      if (only === undefined || only.split(",").includes(baseKnob(definition).name))
        delete onReportSeed[slug];
    }
    writeFileSync(tuningFile, tuningSource(tunings, onReportSeed));
  }
  return 0;
}

process.exitCode = await main();
