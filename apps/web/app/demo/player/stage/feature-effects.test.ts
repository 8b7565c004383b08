import { type DemoStep, demoRoundSchema } from "@quillspin/contracts";
import { describe, expect, it } from "vitest";
import { Round } from "../../../../../../packages/game-engine/src/core/round";
import { asDemoRound, modelOf, seededResults } from "../../../../test/support/engine-rounds";
import { placeEvents, spreadOn } from "../event-placement";
import { barFill, type FeatureEffects, featureEffects } from "./feature-effects";

/** Every screen's effects through a round, as the stage sees them one after another. */
function effectsThrough(round: ReturnType<typeof asDemoRound>): FeatureEffects[] {
  const { before } = placeEvents(round.steps, round.events);
  const seen: FeatureEffects[] = [];
  for (const [index, step] of round.steps.entries())
    seen.push(featureEffects(step, before[index] ?? [], index === 0 ? null : (seen.at(-1) ?? null)));
  return seen;
}

const wildReel = (step: DemoStep, reel: number) => (step.grid?.[reel] ?? []).every((key) => /wild/.test(key));

describe("feature effects on the stage", () => {
  /**
   * Quest of Ra rounds with each expansion's true screen: the engine's Round is watched while it notes
   * events, as the player's placement only sees the steps.
   */
  function questOfRaExpansions() {
    const note = Round.prototype.note;
    const truth = new Map<object, number>();
    Round.prototype.note = function (this: Round, event) {
      truth.set(event, this.steps.length);
      note.call(this, event);
    };
    try {
      return seededResults(modelOf("quest-of-ra"), 400, 0).map((result) => ({
        round: asDemoRound(result),
        at: result.events.map((event) => (event.type === "expanding-wild" ? (truth.get(event) ?? -1) : -1)),
      }));
    } finally {
      Round.prototype.note = note;
    }
  }

  it("expands Quest of Ra's wilds on the screen each spread over, from the reels it landed on", () => {
    let expanded = 0;
    for (const { round, at } of questOfRaExpansions()) {
      const effects = effectsThrough(round);
      const { before } = placeEvents(round.steps, round.events);
      round.events.forEach((event, index) => {
        if (event.type !== "expanding-wild") return;
        const placed = before.findIndex((events) => events.includes(event));
        expect(placed).toBe(at[index]);
        expect(effects[placed]?.expanding).toContain(event.reel);
        expect(spreadOn(round.steps[placed], event.reel)).toBe(true);
        expanded++;
      });
      // Only the reels that landed otherwise than they show spread, and every one of them does.
      for (const [index, step] of round.steps.entries()) {
        const spread = (step.grid ?? []).flatMap((_, reel) => (spreadOn(step, reel) ? [reel] : []));
        expect(effects[index]?.expanding).toEqual(spread);
      }
    }
    expect(expanded).toBeGreaterThan(10);
  });

  it("expands the wilds of a Quest of Ra round stored before steps carried their landed screen", () => {
    let expanded = 0;
    let early = 0;
    for (const { round: played, at } of questOfRaExpansions()) {
      // Such a round, as the archive still answers it: its steps show only the expanded screens.
      const round = demoRoundSchema.parse({
        ...played,
        steps: played.steps.map(({ landed: _, ...step }) => step),
      });
      const effects = effectsThrough(round);
      const { before } = placeEvents(round.steps, round.events);
      round.events.forEach((event, index) => {
        if (event.type !== "expanding-wild") return;
        const step = at[index] ?? -1;
        const placed = before.findIndex((events) => events.includes(event));
        // Its events name no screen: a reel that landed all wild on a screen before the expansion's can
        // take its event (both screens show that reel full of wilds); every other lands where it happened.
        if (placed !== step) {
          early++;
          expect(placed).toBeLessThan(step);
          expect(wildReel(round.steps[placed] as DemoStep, Number(event.reel))).toBe(true);
        } else expect(effects[step]?.expanding).toContain(event.reel);
        expanded++;
      });
      for (const [index, step] of round.steps.entries())
        for (const reel of effects[index]?.expanding ?? []) expect(wildReel(step, reel)).toBe(true);
    }
    expect(expanded).toBeGreaterThan(10);
    expect(early / expanded).toBeLessThan(0.02);
  });

  it("holds every wild of Admiral Wilds' sticky stage, and only in it", () => {
    let held = 0;
    for (const result of seededResults(modelOf("admiral-wilds"), 0, 30)) {
      const round = asDemoRound(result);
      const effects = effectsThrough(round);
      const stageAt = effects.findIndex((effect) => effect.stickyStage);
      expect(stageAt).toBeGreaterThan(0);
      for (const [index, effect] of effects.entries()) {
        expect(effect.stickyStage).toBe(index >= stageAt);
        if (index < stageAt) expect(effect.sticky).toEqual([]);
        else {
          held += effect.sticky.length;
          // A wild held on one screen is still held on the next.
          const next = effects[index + 1];
          if (next) for (const cell of effect.sticky) expect(next.sticky).toContainEqual(cell);
        }
      }
    }
    expect(held).toBeGreaterThan(0);
  });

  it("fills a collector's bar from where the last screen left it", () => {
    let fills = 0;
    for (const result of seededResults(modelOf("leprechaun-jackpot-collector"), 0, 20)) {
      const effects = effectsThrough(asDemoRound(result));
      let last = 0;
      for (const effect of effects) {
        if (!effect.meter) continue;
        expect(effect.meter.name).toBe("collector");
        expect(effect.meter.from).toBe(last);
        expect(effect.meter.value).toBeGreaterThanOrEqual(effect.meter.from);
        if (effect.meter.value > effect.meter.from) fills++;
        last = effect.meter.value;
      }
    }
    expect(fills).toBeGreaterThan(0);
  });

  it("draws Hacker Crash's matrices on their respin screens: scatters lock, server coins go to the tally", () => {
    const seen = { "scatter-crash": 0, "server-crash": 0 };
    for (const result of seededResults(modelOf("hacker-crash-jackpot"), 3000, 0)) {
      if (!result.features.some((feature) => feature.endsWith("-crash"))) continue;
      const round = asDemoRound(result);
      const effects = effectsThrough(round);
      for (const [index, step] of round.steps.entries()) {
        const matrix = effects[index]?.matrix ?? null;
        if (step.phase !== "respin") {
          expect(matrix).toBeNull();
          continue;
        }
        if (!matrix) throw new Error(`respin screen ${index} of a crash round shows no matrix`);
        const filled = (step.grid ?? []).flatMap((column, reel) =>
          column.flatMap((key, row) => (key ? [[reel, row]] : [])),
        );
        expect(matrix.filled).toEqual(filled);
        const before = effects[index - 1]?.matrix;
        if (matrix.name === "scatter-crash") {
          // 25 positions, five to a reel; what locked stays locked, and only the new scatters land.
          expect(step.grid?.map((column) => column.length)).toEqual([5, 5, 5, 5, 5]);
          if (before?.name === "scatter-crash") {
            for (const cell of before.filled) expect(matrix.filled).toContainEqual(cell);
            expect(matrix.fresh.length).toBe(matrix.filled.length - before.filled.length);
          } else expect(matrix.fresh).toEqual(filled);
        } else {
          expect(matrix.name).toBe("server-crash");
          expect(step.grid?.map((column) => column.length)).toEqual([3, 3, 3, 3, 3]);
          // Every coin is collected the moment it lands, into the tally that reads on the same screen.
          expect(matrix.fresh).toEqual(filled);
          const meter = effects[index]?.meter;
          expect(meter?.name).toBe("server-crash-coins");
          if (before?.name === "server-crash")
            expect((meter?.value ?? 0) - (meter?.from ?? 0)).toBe(filled.length);
        }
        seen[matrix.name as keyof typeof seen]++;
      }
    }
    expect(seen["scatter-crash"]).toBeGreaterThan(0);
    expect(seen["server-crash"]).toBeGreaterThan(0);
  });

  it("keeps other Hold & Win games on their lit plates, with no matrix", () => {
    for (const result of seededResults(modelOf("monster-load-up-hold-and-win"), 0, 10))
      for (const effect of effectsThrough(asDemoRound(result))) expect(effect.matrix).toBeNull();
  });

  it("reads a bar's fill between empty and full", () => {
    expect(barFill(3, 10)).toBeCloseTo(0.3);
    expect(barFill(12, 10)).toBe(1);
    expect(barFill(-1, 10)).toBe(0);
    expect(barFill(2, 0)).toBe(0);
  });
});
