import type { DemoEvent, DemoStep } from "@quillspin/contracts";

/**
 * How a matrix treats what lands on it: Scatter Crash locks each scatter on its position until the
 * matrix fills or the spins run out; Server Crash collects each coin into its tally the moment it lands.
 */
export type MatrixKind = "lock" | "collect";

/**
 * Hacker Crash's two matrices, by the name of the Hold & Win event that opens each (the engine's
 * hacker-crash-jackpot.ts): the 25-position Scatter Crash and the 15-position Server Crash. Other Hold &
 * Win games keep the stage's lit plates.
 */
const matrixKinds: Readonly<Record<string, MatrixKind>> = {
  "scatter-crash": "lock",
  "server-crash": "collect",
};

export type Position = readonly [reel: number, row: number];

/** A matrix on show: which one, its positions holding a coin or scatter, and those that landed on this screen. */
export interface MatrixReading {
  name: string;
  kind: MatrixKind;
  filled: Position[];
  fresh: Position[];
}

const filledCells = (step: DemoStep): Position[] =>
  (step.grid ?? []).flatMap((column, reel) =>
    column.flatMap((key, row): Position[] => (key === "" ? [] : [[reel, row]])),
  );

/**
 * The matrix a screen shows: opened by its Hold & Win event, carried over the respin screens after it
 * (their events come once, when the matrix opens) and gone on the first screen that is not a respin.
 * On a locking matrix the fresh positions are those not filled on the screen before (all of them on the
 * first screen, where the triggering scatters move onto the matrix); a collecting matrix shows only
 * what landed on its screen, so every coin on it is fresh.
 */
export function matrixOf(
  step: DemoStep,
  events: readonly DemoEvent[],
  before: MatrixReading | null,
): MatrixReading | null {
  if (step.phase !== "respin" || !step.grid) return null;
  const opening = events.findLast(
    (event) => event.type === "hold-and-win" && typeof event.name === "string" && event.name in matrixKinds,
  );
  const name = typeof opening?.name === "string" ? opening.name : before?.name;
  const kind = name === undefined ? undefined : matrixKinds[name];
  if (name === undefined || kind === undefined) return null;
  const filled = filledCells(step);
  const held = new Set(opening || !before ? [] : before.filled.map(([reel, row]) => `${reel}:${row}`));
  const fresh = kind === "collect" ? filled : filled.filter(([reel, row]) => !held.has(`${reel}:${row}`));
  return { name, kind, filled, fresh };
}
