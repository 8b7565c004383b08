/**
 * The counts a simulation keeps of the rounds it plays: sums for the RTP and its interval, the hit and
 * feature counts, and the win bands. Tallies of disjoint ranges of rounds add up.
 */

/**
 * The raw counts of a run of rounds. Tallies of disjoint ranges of round indices add up to the tally of
 * the whole range, so worker threads can each play a slice and the parent adds their tallies.
 */
export interface SimulationTally {
  readonly spins: number;
  readonly total: number;
  readonly squares: number;
  /** Sum and sum of squares of each round's win less the pays the exact part covers. */
  readonly rest: number;
  readonly restSquares: number;
  /** Sum and sum of squares of the exact-covered pays, to check the exact part against the sample. */
  readonly exact: number;
  readonly exactSquares: number;
  readonly hits: number;
  readonly featured: number;
  readonly largest: number;
  readonly capped: number;
  readonly bands: readonly number[];
  readonly features: Readonly<Record<string, number>>;
}

/**
 * Lower edges of the win bands after "no win", in multiples of the bet. Win multiples are compared on
 * the round's win, not its return on a bought feature's price, so bands mean the same in every mode.
 */
export const winBandEdges: readonly number[] = [0, 1, 2, 5, 10, 20, 50, 100, 500, 1000];

function bandIndex(win: number): number {
  if (win <= 0) return 0;
  let band = 1;
  while (band < winBandEdges.length && win >= (winBandEdges[band] as number)) band++;
  return band;
}

/** Keeps the running counts of one run of rounds (one RTP version's), with nothing allocated per round. */
export class TallyBuilder {
  private spins = 0;
  private total = 0;
  private squares = 0;
  private rest = 0;
  private restSquares = 0;
  private exact = 0;
  private exactSquares = 0;
  private hits = 0;
  private featured = 0;
  private largest = 0;
  private capped = 0;
  private readonly bands = new Float64Array(winBandEdges.length + 1);
  private readonly featureNames: string[];
  private readonly featureCounts: number[];

  constructor(features: readonly string[]) {
    this.featureNames = [...features];
    this.featureCounts = this.featureNames.map(() => 0);
  }

  /** Counts one round: its win and exact-covered pays (multiples of the bet), its cap and its features. */
  add(win: number, exactPay: number, capped: boolean, features: ReadonlySet<string>): void {
    this.spins++;
    this.total += win;
    this.squares += win * win;
    this.exact += exactPay;
    this.exactSquares += exactPay * exactPay;
    this.rest += win - exactPay;
    this.restSquares += (win - exactPay) * (win - exactPay);
    if (win > 0) this.hits++;
    if (win > this.largest) this.largest = win;
    if (capped) this.capped++;
    (this.bands[bandIndex(win)] as number)++;
    if (features.size === 0) return;
    this.featured++;
    for (const feature of features) {
      const at = this.featureNames.indexOf(feature);
      if (at >= 0) (this.featureCounts[at] as number)++;
      else {
        this.featureNames.push(feature);
        this.featureCounts.push(1);
      }
    }
  }

  tally(): SimulationTally {
    return {
      spins: this.spins,
      total: this.total,
      squares: this.squares,
      rest: this.rest,
      restSquares: this.restSquares,
      exact: this.exact,
      exactSquares: this.exactSquares,
      hits: this.hits,
      featured: this.featured,
      largest: this.largest,
      capped: this.capped,
      bands: [...this.bands],
      features: Object.fromEntries(
        this.featureNames.map((feature, at) => [feature, this.featureCounts[at] ?? 0]),
      ),
    };
  }
}

export function addTallies(tallies: readonly SimulationTally[]): SimulationTally {
  const sum = (
    field:
      | "spins"
      | "total"
      | "squares"
      | "rest"
      | "restSquares"
      | "exact"
      | "exactSquares"
      | "hits"
      | "featured"
      | "capped",
  ) => tallies.reduce((total, tally) => total + tally[field], 0);
  const bands = new Array<number>(winBandEdges.length + 1).fill(0);
  const features: Record<string, number> = {};
  for (const tally of tallies) {
    tally.bands.forEach((count, band) => {
      bands[band] = (bands[band] as number) + count;
    });
    for (const [feature, count] of Object.entries(tally.features))
      features[feature] = (features[feature] ?? 0) + count;
  }
  return {
    spins: sum("spins"),
    total: sum("total"),
    squares: sum("squares"),
    rest: sum("rest"),
    restSquares: sum("restSquares"),
    exact: sum("exact"),
    exactSquares: sum("exactSquares"),
    hits: sum("hits"),
    featured: sum("featured"),
    largest: Math.max(0, ...tallies.map((tally) => tally.largest)),
    capped: sum("capped"),
    bands,
    features,
  };
}
