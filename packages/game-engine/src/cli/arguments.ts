/** The few flags the engine's command-line tools take: `--name value`, `--flag` and positional words. */
export interface ParsedArguments {
  readonly positional: readonly string[];
  readonly flags: ReadonlyMap<string, string | true>;
}

export function parseArguments(argv: readonly string[]): ParsedArguments {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let index = 0; index < argv.length; index++) {
    const word = argv[index] as string;
    if (!word.startsWith("--")) {
      positional.push(word);
      continue;
    }
    const [name, inline] = word.slice(2).split("=", 2) as [string, string | undefined];
    const following = argv[index + 1];
    if (inline !== undefined) flags.set(name, inline);
    else if (following !== undefined && !following.startsWith("--") && isValueFlag(name)) {
      flags.set(name, following);
      index++;
    } else flags.set(name, true);
  }
  return { positional, flags };
}

const valueFlags = new Set([
  "spins",
  "seed",
  "buy",
  "choice",
  "out",
  "search",
  "final",
  "buy-final",
  "slope",
  "measurements",
  "dc-spins",
  "buy-spins",
  "knob",
  "tolerance",
  "rtp",
  "workers",
  "target-ci",
  "max-spins",
  "version",
  "versions-out",
]);

function isValueFlag(name: string): boolean {
  return valueFlags.has(name);
}

export function numberFlag(parsed: ParsedArguments, name: string, fallback: number): number {
  const value = parsed.flags.get(name);
  if (value === undefined) return fallback;
  const number = Number(typeof value === "string" ? value.replace(/_/g, "") : Number.NaN);
  if (!Number.isFinite(number)) throw new Error(`--${name} needs a number`);
  return number;
}

export function stringFlag(parsed: ParsedArguments, name: string): string | undefined {
  const value = parsed.flags.get(name);
  return typeof value === "string" ? value : undefined;
}
