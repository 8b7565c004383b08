/** A collector's progress bar: each collection fills a cell, and milestones award spins and multipliers. */
export interface ProgressBar {
  readonly cells: number;
  readonly milestones: readonly Milestone[];
}

export interface Milestone {
  readonly at: number;
  readonly spins: number;
  readonly multiplier: number;
}

export interface BarProgress {
  readonly filled: number;
  readonly reached: readonly Milestone[];
}

/** Fills `add` cells (never past the end) and returns the milestones crossed on the way. */
export function fillBar(bar: ProgressBar, filled: number, add: number): BarProgress {
  const next = Math.min(bar.cells, filled + add);
  return {
    filled: next,
    reached: bar.milestones.filter((milestone) => milestone.at > filled && milestone.at <= next),
  };
}

/** The multiplier in force with `filled` cells: that of the last milestone reached, x1 before the first. */
export function barMultiplier(bar: ProgressBar, filled: number): number {
  let multiplier = 1;
  for (const milestone of bar.milestones) if (filled >= milestone.at) multiplier = milestone.multiplier;
  return multiplier;
}
