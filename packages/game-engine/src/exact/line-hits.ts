import type { LineRules } from "../core/lines";
import { hasPays, payFor } from "../core/paytable";
import type { ReelSet, ReelSpec } from "../core/reels";
import { cellChance, seenWith } from "./reel-cells";
import { paysFrom, paysNone } from "./screen-hits";

/** What a cell does to a line: a new state, or one of these. */
const hit = -1;
const closed = -2;

/**
 * How a line is told its cells: its state before any, the state after each (`hit` once it will pay
 * whatever follows, `closed` once it no longer can, which its last cell always settles), and how many
 * more of its cells it may need.
 */
interface LineMachine {
  readonly initial: number;
  step(state: number, symbol: number, reel: number): number;
  horizon(state: number, reel: number): number;
}

/**
 * Runs of one symbol laid over some reels after the screen is drawn (stacks, `placeStack`): for each reel
 * that has them, every way the run can lie as the rows it covers (bit r for row r; 0 for no run) with its
 * chance, the chances summing to 1. The drawn symbols under a run still count for the once-per-reel rule.
 */
export interface LaidRuns {
  readonly symbol: number;
  readonly reels: readonly (readonly (readonly [rows: number, chance: number])[] | undefined)[];
}

/**
 * P(a lines screen pays), as `evaluateLines` pays it (the longest run of the first symbol with wilds
 * standing in, or the wilds' own run). When the rules make a line's first k cells decide it, unless they
 * are all wilds (`decisiveLength`), a line's state is the set of paying symbols its cells allow so far,
 * and those cells can be read in any order; otherwise a line follows `evaluateLines`' runs reel by reel.
 * Lines need fixed reel heights. `laid` gives runs laid over the drawn screen, read in the same walk.
 */
export function lineHitChance(reels: ReelSet, rules: LineRules, laid?: LaidRuns): number {
  if (reels.some((reel) => typeof reel.height !== "number"))
    throw new Error("Line hits need fixed reel heights");
  const k = decisiveLength(reels.length, rules);
  const lastRows = reels.map((_, reel) => Math.max(...rules.lines.map((line) => line[reel] as number)));
  if (k > 0) {
    // The reels after the first k are read only by lines of k wilds, in reel order.
    const rest = lastRows
      .slice(k)
      .flatMap((lastRow, at) =>
        Array.from({ length: lastRow + 1 }, (_, row): [number, number] => [k + at, row]),
      );
    const order = [...readingOrder(rules.lines, lastRows.slice(0, k)), ...rest];
    return readLines(reels, rules, order, anyOrder(rules, k, reels.length), laid);
  }
  return readLines(reels, rules, sweep(rules.lines, lastRows), runs(reels, rules, laid), laid);
}

/**
 * The k for which a line's first k cells decide it unless they are all wilds: every paying symbol pays
 * from k of a kind on and for every longer run, the wild replaces every one of them, and its own run
 * pays from k on or never. A line then pays when its first k cells hold one paying symbol and wilds, or
 * k wilds that pay, or k wilds that do not and then, after any more wilds, a paying symbol. 0 when the
 * rules are not of that shape (two of a kind on some symbols, a symbol the wild does not replace, a gap
 * in a paytable).
 */
function decisiveLength(n: number, rules: LineRules): number {
  const { pays, wild, substitutes } = rules;
  const paying = payingSymbols(rules);
  const from = (symbol: number): number => {
    let first = 0;
    for (let count = 1; count <= n; count++) {
      const paid = payFor(pays, symbol, count) > 0;
      if (paid && first === 0) first = count;
      if (!paid && first > 0) return -1;
    }
    return first;
  };
  const lengths = new Set(paying.map(from));
  const k = lengths.size === 1 ? ([...lengths][0] as number) : 0;
  if (k <= 0 || wild < 0) return Math.max(k, 0);
  if (paying.some((symbol) => !substitutes[symbol])) return 0;
  const wildFrom = from(rules.wildPaysAs ?? wild);
  return wildFrom === k || wildFrom === 0 ? k : 0;
}

function payingSymbols(rules: LineRules): number[] {
  return rules.pays.flatMap((_, symbol) =>
    symbol !== rules.wild && hasPays(rules.pays, symbol) ? [symbol] : [],
  );
}

/**
 * Lines decided by their first k cells: the paying symbols they allow, a bit for a cell not a wild, and
 * the cells read. k wilds whose run does not pay read on, reel by reel, to the first symbol not a wild.
 */
function anyOrder(rules: LineRules, k: number, n: number): LineMachine {
  const { pays, wild, substitutes } = rules;
  const paying = payingSymbols(rules);
  const real = 1 << paying.length;
  const every = real - 1;
  const unit = real * 2;
  const wildPays = wild >= 0 && payFor(pays, rules.wildPaysAs ?? wild, k) > 0;
  const allows = (symbol: number): number => {
    if (symbol === wild) return every;
    const at = paying.indexOf(symbol);
    return at >= 0 ? (1 << at) | real : 0;
  };
  const wildsOnly = (state: number) => state % unit === every;
  return {
    initial: every,
    step(state, symbol) {
      const read = Math.floor(state / unit) + 1;
      if (read > k) {
        if (symbol !== wild) return substitutes[symbol] && hasPays(pays, symbol) ? hit : closed;
        return read === n ? closed : state + unit;
      }
      const allowed = state & allows(symbol) & every;
      if (allowed === 0) return closed;
      const next = allowed | ((state | allows(symbol)) & real);
      if (read < k) return next + read * unit;
      if (!wildsOnly(next) || wildPays) return hit;
      return k === n ? closed : next + read * unit;
    },
    horizon: (state) => (wildsOnly(state) ? n : k) - Math.floor(state / unit),
  };
}

// Run states: every cell so far a wild, or 2 + s for a run of s still open.
const wildsOnly = 1;
const runOf = 2;

/** Lines told reel by reel, as `evaluateLines` reads them: the wilds' run, then the first symbol's run. */
function runs(reels: ReelSet, rules: LineRules, laid?: LaidRuns): LineMachine {
  const { pays, wild, substitutes } = rules;
  const n = reels.length;
  const wildSymbol = rules.wildPaysAs ?? wild;
  // A run laid over a reel can show a symbol its own weights never draw.
  const symbolsOf = reels.map((reel, index) => {
    const own = standIns(reel, rules);
    if (!laid?.reels[index] || own.some(([symbol]) => symbol === laid.symbol)) return own;
    return [...own, [laid.symbol, [laid.symbol]] as [number, number[]]];
  });
  const step = (state: number, symbol: number, reel: number): number => {
    const length = reel + 1;
    let target: number;
    if (state === wildsOnly) {
      if (symbol === wild) {
        if (length === n) return payFor(pays, wildSymbol, n) > 0 ? hit : closed;
        return paysFrom(pays, wildSymbol, length, n) ? hit : wildsOnly;
      }
      if (payFor(pays, wildSymbol, length - 1) > 0) return hit;
      // After leading wilds only a symbol the wild replaces continues their run.
      if (!substitutes[symbol] && length > 1) return closed;
      target = symbol;
    } else {
      target = state - runOf;
      if (symbol !== target && !(symbol === wild && substitutes[target]))
        return payFor(pays, target, length - 1) > 0 ? hit : closed;
    }
    if (paysFrom(pays, target, length, n)) return hit;
    return paysNone(pays, target, length, n) ? closed : runOf + target;
  };
  // A line that may stay open only a few more reels needs only those reels' rows.
  const horizons = new Map<number, number>();
  const horizon = (state: number, reel: number): number => {
    if (state < 0 || reel === n - 1) return 0;
    const key = state * 64 + reel + 1;
    const known = horizons.get(key);
    if (known !== undefined) return known;
    let longest = 0;
    for (const [symbol] of symbolsOf[reel + 1] as [number, number[]][])
      longest = Math.max(longest, horizon(step(state, symbol, reel + 1), reel + 1));
    horizons.set(key, 1 + longest);
    return 1 + longest;
  };
  return { initial: wildsOnly, step, horizon };
}

interface ScreenState {
  /** Ids of the distinct open lines, ascending. */
  readonly open: readonly number[];
  /** The once-symbols in view on the reels being read, each reel its own bits. */
  readonly seen: number;
  /** How the laid runs lie on the reels being read: the index of each reel's way, a hex digit per reel. */
  readonly laid: number;
  chance: number;
}

/**
 * The dynamic programme over the cells in `order` (each reel top to bottom, as `drawBoard` draws it, so a
 * once-per-reel symbol in view changes the chances of the rows below it). A screen's state is its open
 * lines and the once-symbols in view; an open line is known by its state and the cells it has still to
 * read (up to its horizon), so lines that would behave alike are one, and screens that differ only in
 * what no open line will read merge. A screen with a paying line leaves the programme; one with no open
 * line left is a miss, whatever cells are still to come. A reel with laid runs branches on how its run lies
 * before its first cell is read, and forgets it after its last. Returns P(some line pays).
 */
function readLines(
  reels: ReelSet,
  rules: LineRules,
  order: readonly (readonly [reel: number, row: number])[],
  machine: LineMachine,
  laid?: LaidRuns,
): number {
  const position = new Map(order.map(([reel, row], at) => [`${reel}:${row}`, at]));
  const reelLast = new Map(order.map(([reel], at) => [reel, at]));
  const reelFirst = new Map([...order].reverse().map(([reel], at) => [reel, order.length - 1 - at]));
  if (laid?.reels.some((ways) => (ways?.length ?? 0) > 16))
    throw new Error("A laid run lies at most 16 ways");
  const openLines: { state: number; cells: readonly number[] }[] = [];
  const ids = new Map<string, number>();
  const idOf = (state: number, cells: readonly number[]): number => {
    const key = `${state}:${cells.join(",")}`;
    let id = ids.get(key);
    if (id === undefined) {
      id = openLines.length;
      openLines.push({ state, cells });
      ids.set(key, id);
    }
    return id;
  };
  const moves = new Map<number, number>();
  const move = (id: number, symbol: number): number => {
    const key = id * 1024 + symbol;
    const known = moves.get(key);
    if (known !== undefined) return known;
    const line = openLines[id] as (typeof openLines)[number];
    const reel = (order[line.cells[0] as number] as readonly [number, number])[0];
    const state = machine.step(line.state, symbol, reel);
    const cells = line.cells.slice(1, 1 + Math.max(0, machine.horizon(state, reel)));
    let next = state;
    if (state >= 0) next = cells.length > 0 ? idOf(state, cells) : closed;
    moves.set(key, next);
    return next;
  };
  const k = Math.max(...order.map(([reel]) => reel)) + 1;
  const start = new Set(
    rules.lines.map((line) => {
      // In reading order, which for lines told reel by reel is reel order too.
      const cells = line
        .slice(0, k)
        .map((row, reel) => position.get(`${reel}:${row}`) as number)
        .sort((x, y) => x - y);
      return idOf(machine.initial, cells.slice(0, machine.horizon(machine.initial, -1)));
    }),
  );
  const onceBits = reels.map((reel) => (reel.once ?? []).length);
  const offsets = onceBits.map((_, reel) => onceBits.slice(0, reel).reduce((sum, bits) => sum + bits, 0));
  const symbolsOf = reels.map((reel) => standIns(reel, rules));
  let screens = new Map<string, ScreenState>();
  addScreen(
    screens,
    [...start].sort((x, y) => x - y),
    0,
    0,
    1,
  );
  let none = 0;
  order.forEach(([reel, row], cell) => {
    const spec = reels[reel] as ReelSpec;
    const ways = laid?.reels[reel];
    const laidUnit = 16 ** reel;
    if (ways && reelFirst.get(reel) === cell) {
      const branched = new Map<string, ScreenState>();
      for (const screen of screens.values())
        ways.forEach(([, chance], way) => {
          if (chance > 0)
            addScreen(
              branched,
              screen.open,
              screen.seen,
              screen.laid + way * laidUnit,
              screen.chance * chance,
            );
        });
      screens = branched;
    }
    const unit = 2 ** (offsets[reel] as number);
    const ownBits = 2 ** (onceBits[reel] as number) - 1;
    const last = reelLast.get(reel) === cell;
    const next = new Map<string, ScreenState>();
    // The symbols that change nothing but the once-symbols in view: all the reel's others act as one.
    const symbols = symbolsOf[reel] as [number, number[]][];
    const once = spec.once ?? [];
    const quiet: [number, number[]][] = [
      [-1, symbols.flatMap(([, members]) => members.filter((member) => !once.includes(member)))],
      ...symbols.filter(([symbol]) => once.includes(symbol)),
    ];
    for (const screen of screens.values()) {
      const here = screen.open.filter((id) => openLines[id]?.cells[0] === cell);
      const rest = here.length > 0 ? screen.open.filter((id) => !here.includes(id)) : screen.open;
      const own = Math.floor(screen.seen / unit) & ownBits;
      const others = screen.seen - own * unit;
      const way = ways ? Math.floor(screen.laid / laidUnit) % 16 : 0;
      // Past a reel's last cell read, how its run lies no longer matters either.
      const laidAfter = last ? screen.laid - way * laidUnit : screen.laid;
      const covered = ways !== undefined && laid !== undefined && ((ways[way]?.[0] ?? 0) >> row) & 1;
      if (covered && here.length > 0) {
        // Every line here reads the laid symbol, whatever was drawn under it.
        const moved: number[] = [];
        let paid = false;
        for (const id of here) {
          const to = move(id, laid.symbol);
          if (to === hit) {
            paid = true;
            break;
          }
          if (to !== closed && !moved.includes(to)) moved.push(to);
        }
        if (paid) continue;
        const open = merged(rest, moved);
        if (open.length === 0) {
          none += screen.chance;
          continue;
        }
        for (const [symbol, members] of quiet) {
          let chance = 0;
          for (const member of members) chance += cellChance(spec, own, member);
          if (chance === 0) continue;
          const seen = last ? others : others + seenWith(spec, own, symbol) * unit;
          addScreen(next, open, seen, laidAfter, screen.chance * chance);
        }
        continue;
      }
      for (const [symbol, members] of here.length > 0 ? symbols : quiet) {
        let chance = 0;
        for (const member of members) chance += cellChance(spec, own, member);
        if (chance === 0) continue;
        let open = rest;
        if (here.length > 0) {
          const moved: number[] = [];
          let paid = false;
          for (const id of here) {
            const to = move(id, symbol);
            if (to === hit) {
              paid = true;
              break;
            }
            if (to !== closed && !moved.includes(to)) moved.push(to);
          }
          if (paid) continue;
          open = merged(rest, moved);
        }
        if (open.length === 0) {
          none += screen.chance * chance;
          continue;
        }
        // Past a reel's last cell read, its once-symbols no longer matter.
        const seen = last ? others : others + seenWith(spec, own, symbol) * unit;
        addScreen(next, open, seen, laidAfter, screen.chance * chance);
      }
    }
    screens = next;
  });
  for (const screen of screens.values()) none += screen.chance;
  return 1 - none;
}

/** The ids of `rest` (ascending) and `moved`, ascending and each once. */
function merged(rest: readonly number[], moved: readonly number[]): number[] {
  if (moved.length === 0) return rest as number[];
  const open = [...rest];
  for (const id of moved) if (!rest.includes(id)) open.push(id);
  return open.sort((x, y) => x - y);
}

function addScreen(
  into: Map<string, ScreenState>,
  open: readonly number[],
  seen: number,
  laid: number,
  chance: number,
) {
  const key = `${seen}|${laid}|${open.join(",")}`;
  const entry = into.get(key);
  if (entry) entry.chance += chance;
  else into.set(key, { open, seen, laid, chance });
}

/**
 * The reel's symbols, those that act alike on every line merged: every symbol without pays that no wild
 * replaces (scatters, coins) just ends a line, so one stands for all of them, unless it is a
 * once-per-reel symbol, whose presence changes the chances of the cells below it.
 */
function standIns(spec: ReelSpec, rules: LineRules): [number, number[]][] {
  const once = spec.once ?? [];
  const groups = new Map<number, number[]>();
  for (const symbol of new Set(spec.symbols.items)) {
    const inert =
      symbol !== rules.wild &&
      !hasPays(rules.pays, symbol) &&
      !rules.substitutes[symbol] &&
      !once.includes(symbol);
    const key = inert ? -1 : symbol;
    const members = groups.get(key) ?? [];
    members.push(symbol);
    groups.set(key, members);
  }
  return [...groups].map(([key, members]) => [key < 0 ? (members[0] as number) : key, members]);
}

/**
 * An order-free reading of the first reels' cells, each reel top to bottom: row by row across the reels
 * or reel by reel, whichever keeps fewer cells read but still needed by a line with cells unread (the
 * screens to tell apart grow with that number). Row by row suits lines that stay within a row of each
 * other (Squid Gold's 5x5), reel by reel lines that cross every row (5x3).
 */
function readingOrder(
  lines: readonly (readonly number[])[],
  lastRows: readonly number[],
): [number, number][] {
  const byReel: [number, number][] = [];
  lastRows.forEach((lastRow, reel) => {
    for (let row = 0; row <= lastRow; row++) byReel.push([reel, row]);
  });
  const byRow = [...byReel].sort((x, y) => x[1] - y[1] || x[0] - y[0]);
  const widest = (order: [number, number][]): number => {
    const at = new Map(order.map(([reel, row], index) => [`${reel}:${row}`, index]));
    const read = lines.map((line) => lastRows.map((_, reel) => at.get(`${reel}:${line[reel]}`) as number));
    let most = 0;
    for (let index = 0; index < order.length; index++) {
      const live = new Set<number>();
      for (const cells of read)
        if (cells.some((cell) => cell > index)) for (const cell of cells) if (cell <= index) live.add(cell);
      most = Math.max(most, live.size);
    }
    return most;
  };
  return widest(byRow) <= widest(byReel) ? byRow : byReel;
}

/**
 * A reading of every reel's cells for lines told reel by reel: a cell comes only after every cell of the
 * reel before that a line steps to it from, so a diagonal sweep (each reel still top to bottom), which
 * keeps a screen's open lines to a few rows of a few reels at a time.
 */
function sweep(lines: readonly (readonly number[])[], lastRows: readonly number[]): [number, number][] {
  let jump = 0;
  for (const line of lines)
    for (let reel = 1; reel < line.length; reel++)
      jump = Math.max(jump, Math.abs((line[reel] as number) - (line[reel - 1] as number)));
  const cells: [number, number][] = [];
  lastRows.forEach((lastRow, reel) => {
    for (let row = 0; row <= lastRow; row++) cells.push([reel, row]);
  });
  const key = ([reel, row]: [number, number]) => row + (jump + 1) * reel;
  return cells.sort((x, y) => key(x) - key(y) || x[0] - y[0]);
}
