import type { DemoEvent, DemoStep } from "@quillspin/contracts";
import { reelOfWilds, spreadOn } from "../event-placement";
import { type MatrixReading, matrixOf } from "./crash-matrices";

/** A collector's bar or a meter on show: where it stands after this screen and where it stood before. */
export interface MeterReading {
  name: string;
  value: number;
  of: number;
  /** The reading before this screen: the bar fills from here. */
  from: number;
}

/** The features a screen shows on the stage beside its symbols, from its step and the events placed on it. */
export interface FeatureEffects {
  /** Reels whose wild spreads over the whole reel as the screen lands (Quest of Ra's Falcon). */
  expanding: number[];
  /** The sticky-wilds stage is on (Admiral Wilds' second half of free spins): every wild holds. */
  stickyStage: boolean;
  /** Cells held by a sticky wild, as [reel, row]. */
  sticky: [number, number][];
  meter: MeterReading | null;
  /** Hacker Crash's Scatter Crash or Server Crash matrix, on its respin screens. */
  matrix: MatrixReading | null;
}

export const noEffects: FeatureEffects = {
  expanding: [],
  stickyStage: false,
  sticky: [],
  meter: null,
  matrix: null,
};

const number = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);

/** The bar a collector or meter event reads: the collector's cells filled, a meter's value. */
function readingOf(event: DemoEvent): Omit<MeterReading, "from"> | null {
  if (event.type === "collector")
    return { name: "collector", value: number(event.filled), of: number(event.cells) };
  if (event.type === "meter")
    return {
      name: typeof event.name === "string" ? event.name : "meter",
      value: number(event.value),
      of: number(event.of),
    };
  return null;
}

/**
 * What the stage draws for the features of a screen. `before` is the previous screen's effects in the
 * same round (null on a round's first screen): the sticky stage, a bar and a matrix carry over from
 * screen to screen, since their events come once, when they change.
 */
export function featureEffects(
  step: DemoStep,
  events: readonly DemoEvent[],
  before: FeatureEffects | null,
): FeatureEffects {
  // A step that carries the screen it landed on names the reels a wild spread over itself; a round
  // stored before steps carried it goes by the events placed on the step.
  const expanding = step.landed
    ? step.landed.flatMap((_, reel) => (spreadOn(step, reel) ? [reel] : []))
    : events.flatMap((event) =>
        event.type === "expanding-wild" && reelOfWilds(step, event.reel) ? [number(event.reel)] : [],
      );
  const stickyStage =
    step.phase !== "base" &&
    ((before?.stickyStage ?? false) ||
      events.some((event) => event.type === "stage" && event.name === "sticky-wilds"));
  const sticky: [number, number][] = stickyStage
    ? (step.grid ?? []).flatMap((column, reel) =>
        column.flatMap((key, row): [number, number][] => (/wild/.test(key) ? [[reel, row]] : [])),
      )
    : [];
  const reading = events.map(readingOf).findLast((found) => found !== null) ?? null;
  const carried = before?.meter ?? null;
  const meter = reading
    ? { ...reading, from: carried?.name === reading.name ? carried.value : 0 }
    : carried && { ...carried, from: carried.value };
  const matrix = matrixOf(step, events, before?.matrix ?? null);
  return { expanding: [...new Set(expanding)], stickyStage, sticky, meter, matrix };
}

/** How full a bar stands, 0 to 1. */
export function barFill(value: number, of: number): number {
  return of > 0 ? Math.min(1, Math.max(0, value / of)) : 0;
}
