import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gameDefinition, gameSlugs } from "../games/index";
import type { Tuning } from "../games/shared/definition";
import { calibratedTuning } from "../games/tuning";
import { calibrateGame } from "../simulation/calibrate";
import { numberFlag, parseArguments } from "./arguments";

const usage = `Usage: tsx packages/game-engine/src/cli/calibrate.ts <slug>...|--all [--search N] [--final N] [--buy-final N] [--seed S] [--skip-buys]

Searches each knob of each game for the value at which its simulated RTP meets the stated RTP, and
rewrites src/games/tuning.ts after every game. Run it with nice: it keeps one core busy.`;

const tuningFile = fileURLToPath(new URL("../games/tuning.ts", import.meta.url));

function tuningSource(tunings: Readonly<Record<string, Tuning>>): string {
  const header = readFileSync(tuningFile, "utf8").split("export const calibratedTuning")[0] ?? "";
  const entries = gameSlugs
    .filter((slug) => tunings[slug])
    .map((slug) => {
      const knobs = Object.entries(tunings[slug] ?? {})
        .map(([name, value]) => `${name}: ${value}`)
        .join(", ");
      return `  "${slug}": { ${knobs} },`;
    });
  return `${header}export const calibratedTuning: Readonly<Record<string, Tuning>> = {\n${entries.join("\n")}\n};\n`;
}

function main(): number {
  const parsed = parseArguments(process.argv.slice(2));
  const slugs = parsed.flags.has("all") ? gameSlugs : parsed.positional;
  if (slugs.length === 0) {
    console.log(usage);
    return 1;
  }
  const tunings: Record<string, Tuning> = { ...calibratedTuning };
  for (const slug of slugs) {
    const definition = gameDefinition(slug);
    if (!definition) {
      console.error(`Unknown game "${slug}"`);
      return 1;
    }
    console.log(`${slug}`);
    const { tuning } = calibrateGame(definition, tunings[slug] ?? {}, {
      searchSpins: numberFlag(parsed, "search", 200_000),
      finalSpins: numberFlag(parsed, "final", 4_000_000),
      buyFinalSpins: numberFlag(parsed, "buy-final", 1_000_000),
      seed: numberFlag(parsed, "seed", 7_310_001),
      tolerance: 0.02,
      skipBuys: parsed.flags.has("skip-buys"),
      log: (line) => console.log(line),
    });
    tunings[slug] = tuning;
    writeFileSync(tuningFile, tuningSource(tunings));
  }
  return 0;
}

process.exitCode = main();
