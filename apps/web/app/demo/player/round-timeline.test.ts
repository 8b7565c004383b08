import { gameSlugs } from "@quillspin/game-engine";
import { describe, expect, it } from "vitest";
import { Round } from "../../../../../packages/game-engine/src/core/round";
import { asDemoRound, modelOf, seededResults } from "../../../test/support/engine-rounds";
import { placeEvents } from "./event-placement";
import { type Beat, featureTotal, roundTimeline } from "./round-timeline";

const normal = { turbo: false, reducedMotion: false };
const turbo = { turbo: true, reducedMotion: false };
const total = (beats: Beat[]) => beats.reduce((sum, beat) => sum + beat.ms, 0);

/**
 * Rounds with each event's true place: the engine's Round is watched while it notes events, so the
 * player's placement (which only sees the steps) can be checked against where the event happened.
 */
function tracedRounds(slug: string) {
  const note = Round.prototype.note;
  const truth = new Map<object, number>();
  Round.prototype.note = function (this: Round, event) {
    truth.set(event, this.steps.length);
    note.call(this, event);
  };
  try {
    return seededResults(modelOf(slug), 300, 12).map((result) => ({
      round: asDemoRound(result),
      at: result.events.map((event) => truth.get(event) ?? -1),
    }));
  } finally {
    Round.prototype.note = note;
  }
}

const opensFeature = (event: { type: string; reason?: unknown }) =>
  event.type === "hold-and-win" ||
  event.type === "stage" ||
  (event.type === "free-spins" && (event.reason === "trigger" || event.reason === "buy"));

describe("round timeline", () => {
  for (const slug of gameSlugs) {
    it(`plays every step of ${slug} in order with intros where the features start`, () => {
      const { triggers } = modelOf(slug);
      for (const { round, at } of tracedRounds(slug)) {
        const beats = roundTimeline(round, normal, triggers);
        const steps = beats.flatMap((beat) => (beat.kind === "step" ? [beat.index] : []));
        expect(steps).toEqual(round.steps.map((_, index) => index));

        const { before } = placeEvents(round.steps, round.events);
        expect(before.flat()).toEqual(round.events);
        for (const [index, event] of round.events.entries()) {
          const placed = before.findIndex((events) => events.includes(event));
          if (opensFeature(event)) expect(placed, `${slug} ${event.type}`).toBe(at[index]);
        }

        // Only a win above the stake is celebrated, with its tier banner last.
        const win = beats.find((beat) => beat.kind === "win");
        expect(win?.kind === "win" ? win.amount : 0).toBe(round.win > round.cost ? round.win : 0);
        const tier = beats.at(-1);
        if (round.tier && round.win > round.cost)
          expect(tier).toMatchObject({ kind: "tier", tier: round.tier, amount: round.win });
        else expect(beats.some((beat) => beat.kind === "tier")).toBe(false);
        const feature = beats.find((beat) => beat.kind === "feature-total");
        expect(feature !== undefined).toBe(featureTotal(round) !== null);
        // A feature that paid less than the round cost is told, never counted up.
        if (feature?.kind === "feature-total") expect(feature.counts).toBe(round.win > round.cost);
        if (round.steps.length > 0)
          expect(total(roundTimeline(round, turbo, triggers))).toBeLessThan(total(beats));
      }
    });
  }

  it("counts a feature's total from its first free spin or respin, never above the round's win", () => {
    const results = seededResults(modelOf("quest-of-ra"), 600, 0).map((result) => asDemoRound(result));
    const featured = results.filter((round) => round.steps.some((step) => step.phase === "free-spin"));
    expect(featured.length).toBeGreaterThan(0);
    for (const round of featured) {
      const base = round.steps
        .filter((step) => step.phase === "base")
        .reduce((sum, step) => sum + step.win, 0);
      expect(featureTotal(round)).toBeCloseTo(
        Math.min(round.win, (round.win_multiple - base) * round.bet),
        2,
      );
    }
    for (const round of results.filter((candidate) => !featured.includes(candidate)))
      expect(featureTotal(round)).toBeNull();
  });

  const { triggers } = modelOf("quest-of-ra");

  it("never celebrates a win that is not more than the stake", () => {
    const round = tracedRounds("quest-of-ra")[0]?.round;
    if (!round) throw new Error("no round");
    const small = { ...round, cost: 1, win: 1, tier: "big" as const };
    expect(
      roundTimeline(small, normal, triggers).some((beat) => beat.kind === "win" || beat.kind === "tier"),
    ).toBe(false);
    const large = { ...small, win: 1.01 };
    expect(
      roundTimeline(large, normal, triggers).filter((beat) => beat.kind === "win" || beat.kind === "tier"),
    ).toHaveLength(2);
  });

  it("gives the reels after a near-trigger their anticipation time", () => {
    const round = tracedRounds("quest-of-ra")[0]?.round;
    if (!round?.steps[0]) throw new Error("no round");
    // The screens below are laid by hand: the round's own landed screen would be counted instead.
    const { landed: _, ...first } = round.steps[0];
    const grid = [
      ["golden-sun-scatter", "ace"],
      ["golden-sun-scatter", "king"],
      ["queen", "jack"],
      ["ten", "ace"],
      ["king", "queen"],
    ];
    const near = { ...round, steps: [{ ...first, phase: "base" as const, grid, wins: [], win: 0 }] };
    const far = {
      ...near,
      steps: [
        {
          ...first,
          phase: "base" as const,
          grid: grid.map(() => ["queen", "jack"]),
          wins: [],
          win: 0,
        },
      ],
    };
    const stepBeat = (r: typeof near) =>
      roundTimeline(r, normal, triggers).find((beat) => beat.kind === "step");
    const stepMs = (r: typeof near) => stepBeat(r)?.ms ?? 0;
    // Reels 3, 4 and 5 spin on after two scatters on the first two.
    expect(stepMs(near) - stepMs(far)).toBe(3 * 550);
    expect(stepBeat(near)).toMatchObject({ anticipation: 2 });
    expect(stepBeat(far)).toMatchObject({ anticipation: null });
    const still = { turbo: false, reducedMotion: true };
    expect(roundTimeline(near, still, triggers)[0]?.ms).toBe(roundTimeline(far, still, triggers)[0]?.ms);
  });

  it("anticipates at the counts of the round's Double Chance (Hacker Crash's Level-up: four scatters)", () => {
    const model = modelOf("hacker-crash-jackpot");
    const round = asDemoRound(seededResults(model, 1, 0)[0] as never);
    const grid = [["scatter"], ["scatter"], ["scatter"], ["jack"], ["jack"]];
    const screen = { ...round, steps: [{ phase: "base" as const, grid, wins: [], win: 0 }], events: [] };
    const anticipation = (doubleChance: boolean) => {
      const beats = roundTimeline({ ...screen, double_chance: doubleChance }, normal, model.triggers);
      const step = beats.find((beat) => beat.kind === "step");
      return step?.kind === "step" ? step.anticipation : undefined;
    };
    expect(anticipation(true)).toBe(3);
    expect(anticipation(false)).toBeNull();
  });

  it("gives a win highlight time only to steps that pay", () => {
    const round = asDemoRound(seededResults(modelOf("squid-gold-x2"), 1, 0)[0] as never);
    const paying = { ...round, steps: [{ ...round.steps[0], phase: "base" as const, wins: [], win: 2 }] };
    const blank = { ...round, steps: [{ ...round.steps[0], phase: "base" as const, wins: [], win: 0 }] };
    const stepMs = (beats: Beat[]) => beats.find((beat) => beat.kind === "step")?.ms ?? 0;
    expect(stepMs(roundTimeline(paying, normal, []))).toBeGreaterThan(
      stepMs(roundTimeline(blank, normal, [])),
    );
  });
});
