import type { DemoEvent, DemoStep } from "@quillspin/contracts";

/**
 * Events that stop the show with an intro card; the rest (collector fills, meters, extra respins,
 * random wilds) are captions on the step they belong to.
 */
const headline = new Set(["free-spins", "free-spins-choice", "hold-and-win", "wheel", "jackpot", "max-win"]);

export function isHeadlineEvent(event: DemoEvent): boolean {
  return headline.has(event.type);
}

type Group = "base" | "free-spin" | "respin" | "bonus";

function groupOf(phase: DemoStep["phase"], previous: Group): Group {
  return phase === "cascade" ? previous : phase;
}

/** The event that opens each feature group: free spins are awarded, a Hold & Win starts. */
const opener: Partial<Record<Group, string>> = { "free-spin": "free-spins", respin: "hold-and-win" };

export interface PlacedEvents {
  /** `before[i]`: events to show before step `i`; `before[steps.length]`: after the last step. */
  before: DemoEvent[][];
}

/**
 * A round lists its events in order but not which step each happened on, so they are placed by what
 * the steps show: everything up to a group's opening event plays when the steps enter that group, a
 * free-spins award plays once the spin count passes what was awarded so far, a stage change plays half
 * way through its free spins (Admiral Wilds' stages), an expanding wild plays on the screen whose reel
 * it spread over (`spreadOn`; in a round stored before steps carried their landed screen, on the first
 * screen that shows its reel full of wilds), a meter read once per spin reads one screen at a time, and
 * what is left plays after the last step.
 */
export function placeEvents(steps: readonly DemoStep[], events: readonly DemoEvent[]): PlacedEvents {
  const before: DemoEvent[][] = Array.from({ length: steps.length + 1 }, () => []);
  // Every screen a wild spread over carries its landed screen, so in such a round a screen without one
  // saw no spread, even where a reel landed all wild.
  const carriesLanded = steps.some((step) => step.landed !== undefined);
  const expandsOn = (step: DemoStep | undefined, reel: unknown) =>
    carriesLanded ? spreadOn(step, reel) : reelOfWilds(step, reel);
  let cursor = 0;
  const flushThrough = (at: number, last: number) => {
    while (cursor <= last && cursor < events.length) before[at]?.push(events[cursor++] as DemoEvent);
  };
  const indexFrom = (predicate: (event: DemoEvent) => boolean) => {
    for (let index = cursor; index < events.length; index++)
      if (predicate(events[index] as DemoEvent)) return index;
    return -1;
  };
  const flushQuiet = (at: number) => {
    // A screen spreads a wild over a reel once: the next expansion of that reel is a later screen's.
    const spread = new Set<unknown>();
    while (cursor < events.length && !isHeadlineEvent(events[cursor] as DemoEvent)) {
      const event = events[cursor] as DemoEvent;
      if (event.type === "stage") return;
      // A wild expands on the screen it spread over, not on a free spin before it.
      if (event.type === "expanding-wild") {
        if (spread.has(event.reel) || !expandsOn(steps[at], event.reel)) return;
        spread.add(event.reel);
      }
      flushThrough(at, cursor);
      // A meter read again straight after (Server Crash's tally, once per spin) reads on the next screen.
      const next = events[cursor] as DemoEvent | undefined;
      if (event.type === "meter" && next?.type === "meter" && next.name === event.name) return;
    }
  };

  let group: Group = "base";
  let awarded = 0;
  let groupStart = 0;
  for (const [index, step] of steps.entries()) {
    const next = groupOf(step.phase, group);
    if (next !== group || (index === 0 && next !== "base")) {
      groupStart = index;
      const type = opener[next];
      const open = type ? indexFrom((event) => event.type === type) : -1;
      if (open >= 0) {
        flushThrough(index, open);
        awarded = spinsOf(events[open] as DemoEvent);
      }
    }
    group = next;
    if (step.phase === "free-spin" && step.spin !== undefined && step.spin > awarded) {
      const award = indexFrom((event) => event.type === "free-spins");
      if (award >= 0) {
        flushThrough(index, award);
        awarded += spinsOf(events[award] as DemoEvent);
      }
    }
    if ((events[cursor] as DemoEvent | undefined)?.type === "stage") {
      const span = steps.slice(groupStart).findIndex((later) => groupOf(later.phase, group) !== group);
      const length = span < 0 ? steps.length - groupStart : span;
      if (index >= groupStart + Math.ceil(length / 2) && group !== "base") flushThrough(index, cursor);
    }
    flushQuiet(index);
  }
  flushThrough(steps.length, events.length - 1);
  return { before };
}

/** Whether the step's reel `reel` shows wilds from top to bottom (what an expanding wild leaves). */
export function reelOfWilds(step: DemoStep | undefined, reel: unknown): boolean {
  const column = typeof reel === "number" ? step?.grid?.[reel] : undefined;
  return column !== undefined && column.length > 0 && column.every((key) => /wild/.test(key));
}

/**
 * Whether a wild spread over reel `reel` on this step, by the screen the step carries as the reels
 * stopped (`landed`): the reel shows wilds from top to bottom and landed otherwise. False on a step
 * without it (no wild spread there, or a round stored before steps carried it).
 */
export function spreadOn(step: DemoStep | undefined, reel: unknown): boolean {
  const landed = typeof reel === "number" ? step?.landed?.[reel] : undefined;
  const shown = typeof reel === "number" ? step?.grid?.[reel] : undefined;
  return (
    landed !== undefined &&
    shown !== undefined &&
    reelOfWilds(step, reel) &&
    landed.some((key, row) => key !== shown[row])
  );
}

function spinsOf(event: DemoEvent): number {
  return typeof event.spins === "number" ? event.spins : 0;
}
