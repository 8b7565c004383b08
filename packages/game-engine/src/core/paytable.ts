/** pays[symbol][count]: the pay for `count` matching symbols, as a multiple of the total bet. */
export type PayTable = readonly (readonly number[])[];

export interface PayEntry {
  readonly symbol: number;
  /** Pays keyed by count, exactly as the catalogue's paytable prints them. */
  readonly pays: Readonly<Record<number, number>>;
}

/** The pays as a paytable prints them (`payTable`'s entries) and the unit `basis` turns into total bets. */
export interface PrintedPays {
  readonly entries: readonly PayEntry[];
  readonly basis: number;
}

/** What each table was built from, so a test can hold the catalogue's printed paytable to the maths. */
const printedByTable = new WeakMap<PayTable, PrintedPays>();

/** The printed pays a table was built from; undefined for a table `payTable` did not build. */
export function printedPays(table: PayTable): PrintedPays | undefined {
  return printedByTable.get(table);
}

/**
 * Builds the dense table. `basis` converts the printed pays into multiples of the total bet: 1 where the
 * paytable is in total bet, 1 / lines where pays are multiplied by the line bet.
 */
export function payTable(
  symbolCount: number,
  maxCount: number,
  entries: readonly PayEntry[],
  basis = 1,
): PayTable {
  const table = Array.from({ length: symbolCount }, () => new Array<number>(maxCount + 1).fill(0));
  for (const { symbol, pays } of entries) {
    const row = table[symbol];
    if (!row) throw new Error(`No symbol ${symbol}`);
    for (const [count, pay] of Object.entries(pays)) row[Number(count)] = pay * basis;
  }
  printedByTable.set(table, { entries, basis });
  return table;
}

/**
 * Pays by size band, for clusters and pay-anywhere grids: [[8, 10], [10, 20], [12, 50]] pays 10 for 8-9,
 * 20 for 10-11 and 50 for 12 up to `upTo`.
 */
export function payBands(
  bands: readonly (readonly [from: number, pay: number])[],
  upTo: number,
): Record<number, number> {
  const pays: Record<number, number> = {};
  for (let count = 1; count <= upTo; count++) {
    let pay = 0;
    for (const [from, bandPay] of bands) if (count >= from) pay = bandPay;
    if (pay > 0) pays[count] = pay;
  }
  return pays;
}

export function payFor(table: PayTable, symbol: number, count: number): number {
  const row = table[symbol];
  if (!row) return 0;
  return row[Math.min(count, row.length - 1)] ?? 0;
}

export function hasPays(table: PayTable, symbol: number): boolean {
  return table[symbol]?.some((pay) => pay > 0) ?? false;
}
