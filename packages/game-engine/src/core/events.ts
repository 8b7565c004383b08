/** What happened in a round beyond plain wins, in the order it happened, for the client to animate. */
export type FeatureEvent =
  | {
      readonly type: "free-spins";
      readonly reason: "trigger" | "retrigger" | "buy" | "progress-bar";
      readonly spins: number;
      readonly multiplier?: number;
    }
  | { readonly type: "free-spins-choice"; readonly option: string }
  | {
      readonly type: "hold-and-win";
      readonly name: string;
      readonly respins: number;
      readonly positions: number;
    }
  | { readonly type: "respins-extra"; readonly name: string; readonly spins: number; readonly meter: string }
  | { readonly type: "jackpot"; readonly tier: string; readonly pay: number }
  | {
      readonly type: "collector";
      readonly filled: number;
      readonly cells: number;
      readonly multiplier: number;
      readonly spinsAdded: number;
    }
  | { readonly type: "wheel"; readonly name: string; readonly index: number; readonly segment: string }
  | { readonly type: "random-wilds"; readonly count: number }
  | { readonly type: "expanding-wild"; readonly reel: number }
  | { readonly type: "stage"; readonly name: string }
  | { readonly type: "meter"; readonly name: string; readonly value: number; readonly of: number }
  | { readonly type: "max-win"; readonly pay: number };
