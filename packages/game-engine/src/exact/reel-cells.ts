import type { ReelSpec } from "../core/reels";

/**
 * Exact cell probabilities of one reel as `drawBoard` fills it: a height (fixed or drawn), then each row
 * drawn from the reel's weights, a symbol the reel shows at most once drawn again while it is in view.
 * Redrawing is the same as drawing from the weights without the once-symbols already in view, so a short
 * walk over the rows and the set of once-symbols seen so far gives every probability exactly.
 */
interface ReelStates {
  /** The chance of reaching the current row with exactly `seen` in view. */
  readonly probability: number;
  /** The once-symbols in view so far: bit i for the reel's i-th once-symbol. */
  readonly seen: number;
}

export function heightsOf(reel: ReelSpec): readonly (readonly [height: number, probability: number])[] {
  if (typeof reel.height === "number") return [[reel.height, 1]];
  const table = reel.height;
  return table.items.map(
    (height, index) => [height, (table.weights[index] as number) / table.total] as const,
  );
}

/**
 * The probability of drawing `symbol` into a cell when the once-symbols in `seen` (bit i for the reel's
 * i-th once-symbol) are already in view.
 */
export function cellChance(reel: ReelSpec, seen: number, symbol: number): number {
  const once = reel.once ?? [];
  const { items, weights, total } = reel.symbols;
  let excluded = 0;
  let weight = 0;
  for (let index = 0; index < items.length; index++) {
    const item = items[index] as number;
    const at = once.indexOf(item);
    if (at >= 0 && seen & (1 << at)) {
      excluded += weights[index] as number;
      continue;
    }
    if (item === symbol) weight += weights[index] as number;
  }
  return weight / (total - excluded);
}

/**
 * For each height the reel can show (with its chance), walks the rows: `onRow` sees, before each row and
 * once after the last (row === height), the chances of reaching it with each set of once-symbols in
 * view; the walk continues only through the symbols `keep` accepts. Used to sum exact expectations.
 */
function walk(
  reel: ReelSpec,
  onRow: (height: number, heightChance: number, row: number, states: readonly ReelStates[]) => void,
  keep: (symbol: number) => boolean,
): void {
  const once = reel.once ?? [];
  for (const [height, heightChance] of heightsOf(reel)) {
    let states: ReelStates[] = [{ probability: 1, seen: 0 }];
    for (let row = 0; row < height; row++) {
      onRow(height, heightChance, row, states);
      const next = new Map<number, number>();
      for (const state of states) {
        for (const symbol of reel.symbols.items) {
          if (!keep(symbol)) continue;
          const chance = cellChance(reel, state.seen, symbol);
          if (chance === 0) continue;
          const at = once.indexOf(symbol);
          const seen = at >= 0 ? state.seen | (1 << at) : state.seen;
          next.set(seen, (next.get(seen) ?? 0) + state.probability * chance);
        }
      }
      states = [...next].map(([seen, probability]) => ({ seen, probability }));
    }
    onRow(height, heightChance, height, states);
  }
}

/** P(the cell at `row` shows `symbol`), 0 when the reel can be shorter than `row + 1` and is. */
export function cellProbability(reel: ReelSpec, row: number, symbol: number): number {
  let total = 0;
  walk(
    reel,
    (_height, heightChance, at, states) => {
      if (at !== row) return;
      for (const state of states)
        total += heightChance * state.probability * cellChance(reel, state.seen, symbol);
    },
    () => true,
  );
  return total;
}

/** Expected number of cells of the reel showing one of `symbols`. */
export function expectedCount(reel: ReelSpec, symbols: readonly number[]): number {
  let total = 0;
  walk(
    reel,
    (height, heightChance, row, states) => {
      if (row === height) return;
      for (const state of states)
        for (const symbol of symbols)
          total += heightChance * state.probability * cellChance(reel, state.seen, symbol);
    },
    () => true,
  );
  return total;
}

/** P(no cell of the reel shows any of `symbols`). */
export function noneInView(reel: ReelSpec, symbols: readonly number[]): number {
  let total = 0;
  walk(
    reel,
    (height, heightChance, row, states) => {
      if (row !== height) return;
      for (const state of states) total += heightChance * state.probability;
    },
    (symbol) => !symbols.includes(symbol),
  );
  return total;
}

/** `seen` with `symbol` added when it is one of the reel's once-symbols. */
export function seenWith(reel: ReelSpec, seen: number, symbol: number): number {
  const at = (reel.once ?? []).indexOf(symbol);
  return at >= 0 ? seen | (1 << at) : seen;
}

/**
 * Distribution of what one reel shows: which of `tracked` are in view (bit i for `tracked[i]`) and how
 * many cells show `counted` (capped at `cap`), as `mask + count * 2^tracked.length` -> probability. A
 * screen's ways hit needs the joint view of a reel, not one symbol at a time.
 */
export function viewDistribution(
  reel: ReelSpec,
  tracked: readonly number[],
  counted = -1,
  cap = 0,
): Map<number, number> {
  const countUnit = 2 ** tracked.length;
  const onceUnit = 2 ** (reel.once ?? []).length;
  const symbols = [...new Set(reel.symbols.items)];
  const heights = heightsOf(reel);
  const tallest = Math.max(...heights.map(([height]) => height));
  const result = new Map<number, number>();
  // One walk down to the tallest height; each height takes the view of its first rows. Key: view *
  // 2^once + the once-symbols in view.
  let states = new Map<number, number>([[0, 1]]);
  for (let row = 0; row <= tallest; row++) {
    for (const [height, heightChance] of heights) {
      if (height !== row) continue;
      for (const [key, chance] of states) {
        const view = Math.floor(key / onceUnit);
        result.set(view, (result.get(view) ?? 0) + heightChance * chance);
      }
    }
    if (row === tallest) break;
    const next = new Map<number, number>();
    for (const [key, chance] of states) {
      const seen = key % onceUnit;
      const view = Math.floor(key / onceUnit);
      for (const item of symbols) {
        const itemChance = cellChance(reel, seen, item);
        if (itemChance === 0) continue;
        const at = tracked.indexOf(item);
        let nextView = at >= 0 ? view | (1 << at) : view;
        if (item === counted && Math.floor(nextView / countUnit) < cap) nextView += countUnit;
        const nextKey = nextView * onceUnit + seenWith(reel, seen, item);
        next.set(nextKey, (next.get(nextKey) ?? 0) + chance * itemChance);
      }
    }
    states = next;
  }
  return result;
}

/** Distribution of how many cells of the reel show `symbol`: [P(0), P(1), ...]. */
export function countDistribution(reel: ReelSpec, symbol: number): number[] {
  const once = reel.once ?? [];
  const result: number[] = [];
  for (const [height, heightChance] of heightsOf(reel)) {
    // State: (once-symbols in view, count of `symbol`) -> probability.
    let states = new Map<string, { seen: number; count: number; probability: number }>([
      ["0:0", { seen: 0, count: 0, probability: 1 }],
    ]);
    for (let row = 0; row < height; row++) {
      const next = new Map<string, { seen: number; count: number; probability: number }>();
      for (const state of states.values()) {
        for (const item of reel.symbols.items) {
          const chance = cellChance(reel, state.seen, item);
          if (chance === 0) continue;
          const at = once.indexOf(item);
          const seen = at >= 0 ? state.seen | (1 << at) : state.seen;
          const count = state.count + (item === symbol ? 1 : 0);
          const key = `${seen}:${count}`;
          const entry = next.get(key);
          if (entry) entry.probability += state.probability * chance;
          else next.set(key, { seen, count, probability: state.probability * chance });
        }
      }
      states = next;
    }
    for (const state of states.values())
      result[state.count] = (result[state.count] ?? 0) + heightChance * state.probability;
  }
  return Array.from(result, (value) => value ?? 0);
}

/**
 * Joint distribution of how many cells of the reel show each group of symbols (the groups disjoint; a
 * symbol in none is not counted), with the reel's height: one entry per outcome.
 */
export function groupCounts(
  reel: ReelSpec,
  groups: readonly (readonly number[])[],
): { readonly height: number; readonly counts: readonly number[]; readonly probability: number }[] {
  const once = reel.once ?? [];
  const groupOf = (symbol: number) => groups.findIndex((group) => group.includes(symbol));
  const result = new Map<string, { height: number; counts: number[]; probability: number }>();
  for (const [height, heightChance] of heightsOf(reel)) {
    let states = new Map<string, { seen: number; counts: number[]; probability: number }>([
      ["0:", { seen: 0, counts: groups.map(() => 0), probability: 1 }],
    ]);
    for (let row = 0; row < height; row++) {
      const next = new Map<string, { seen: number; counts: number[]; probability: number }>();
      for (const state of states.values()) {
        for (const item of new Set(reel.symbols.items)) {
          const chance = cellChance(reel, state.seen, item);
          if (chance === 0) continue;
          const at = once.indexOf(item);
          const seen = at >= 0 ? state.seen | (1 << at) : state.seen;
          const group = groupOf(item);
          const counts = state.counts.map((count, index) => (index === group ? count + 1 : count));
          const key = `${seen}:${counts.join(",")}`;
          const entry = next.get(key);
          if (entry) entry.probability += state.probability * chance;
          else next.set(key, { seen, counts, probability: state.probability * chance });
        }
      }
      states = next;
    }
    for (const state of states.values()) {
      const key = `${height}:${state.counts.join(",")}`;
      const entry = result.get(key);
      if (entry) entry.probability += heightChance * state.probability;
      else result.set(key, { height, counts: state.counts, probability: heightChance * state.probability });
    }
  }
  return [...result.values()];
}
