import type { DemoStep } from "@quillspin/contracts";
import { describe, expect, it } from "vitest";
import { asDemoRound, modelOf, seededResults } from "../../../../test/support/engine-rounds";
import {
  anticipationMs,
  type Beat,
  beatMs,
  roundTimeline,
  stepLandedMs,
  stepTravelMs,
} from "../round-timeline";
import { anticipationFrom } from "../stage/anticipation";
import { expandMs } from "../stage/expansion";
import { featureEffects } from "../stage/feature-effects";
import { cueNames } from "./cue-names";
import { cuesForBeat, duckMs, reelCues, tickMs } from "./round-cues";

const normal = { turbo: false, reducedMotion: false };
const turbo = { turbo: true, reducedMotion: false };
const still = { turbo: false, reducedMotion: true };
const stillTurbo = { turbo: true, reducedMotion: true };

/** Every beat of some real rounds of a game, each with its cues and the step on show before it. */
function cuedBeats(slug: string, spins = 300) {
  const out: { beat: Beat; cues: ReturnType<typeof cuesForBeat> }[] = [];
  const model = modelOf(slug);
  for (const result of seededResults(model, spins, 20)) {
    let previous: DemoStep | null = null;
    for (const beat of roundTimeline(asDemoRound(result), normal, model.triggers)) {
      out.push({ beat, cues: cuesForBeat(beat, normal, previous) });
      if (beat.kind === "step") previous = beat.step;
    }
  }
  return out;
}

const step = (patch: Partial<DemoStep>): DemoStep => ({ phase: "base", wins: [], win: 0, ...patch });

/** The beat of one screen with no events around it. */
const stepBeat = (shown: DemoStep, pace = normal): Extract<Beat, { kind: "step" }> => ({
  kind: "step",
  index: 0,
  step: shown,
  captions: [],
  events: [],
  anticipation: null,
  ms: stepLandedMs(shown, null, pace),
});

const falcon = "falcon-of-ra-wild";
/** A Quest of Ra screen whose reels stopped with a Falcon on reel 2's bottom row, which then spread up it. */
const landed = [
  ["ace", "king", "queen"],
  ["jack", "ten", "ace"],
  ["king", "queen", falcon],
  ["ten", "jack", "king"],
  ["queen", "ace", "ten"],
];
const spreadScreen = step({
  landed,
  grid: landed.map((column, reel) => (reel === 2 ? [falcon, falcon, falcon] : column)),
});
const spreadCues = (cues: ReturnType<typeof cuesForBeat>) => cues.filter((cue) => cue.cue === "wild-expand");

describe("sound cues from a round's beats", () => {
  it("sounds a line game's wins as line wins, when the reels have landed and the Falcons spread", () => {
    const beats = cuedBeats("quest-of-ra").filter(
      ({ beat }) => beat.kind === "step" && beat.step.wins.some((win) => win.kind === "line"),
    );
    expect(beats.length).toBeGreaterThan(10);
    let spreads = 0;
    for (const { beat, cues } of beats) {
      if (beat.kind !== "step") continue;
      const win = cues.find((cue) => cue.cue === "line-win");
      // A screen a Falcon spread over lights its wins once the spread (420 ms at normal pace) is done.
      const travel = stepTravelMs(beat.step, normal);
      const spread = beat.step.landed ? Math.min(expandMs, travel / 2) : 0;
      if (spread > 0) spreads++;
      expect(win?.atMs).toBe(travel + anticipationMs(beat.step, beat.anticipation, normal) + spread);
      expect(win?.atMs).toBeLessThan(beat.ms);
    }
    expect(spreads).toBeGreaterThan(0);
  });

  it("tumbles a cluster game's cascades and sounds their wins as ways", () => {
    const beats = cuedBeats("irish-riches-bonanza");
    const cascades = beats.filter(({ beat }) => beat.kind === "step" && beat.step.phase === "cascade");
    expect(cascades.length).toBeGreaterThan(0);
    for (const { cues } of cascades) expect(cues[0]).toEqual({ cue: "cascade", atMs: 0 });
    expect(beats.flatMap(({ cues }) => cues).some((cue) => cue.cue === "ways-win")).toBe(true);
    expect(beats.flatMap(({ cues }) => cues).some((cue) => cue.cue === "line-win")).toBe(false);
  });

  it("locks coins on the Hold & Win respins that add them, and only those", () => {
    const beats = cuedBeats("monster-load-up-hold-and-win", 600);
    const locks = beats.filter(({ cues }) => cues.some((cue) => cue.cue === "hold-lock"));
    expect(locks.length).toBeGreaterThan(0);
    for (const { beat } of locks) expect(beat.kind === "step" && beat.step.phase).toBe("respin");
    const respins = beats.filter(({ beat }) => beat.kind === "step" && beat.step.phase === "respin");
    expect(locks.length).toBeLessThan(respins.length);
  });

  it("rings a feature's intro card, ticks a win's count-up and plays each tier's fanfare", () => {
    const beats = cuedBeats("quest-of-ra", 2000);
    const intros = beats.filter(({ beat }) => beat.kind === "intro");
    expect(intros.length).toBeGreaterThan(0);
    for (const { cues } of intros) expect(cues).toEqual([{ cue: "feature-trigger", atMs: 0 }]);
    for (const { beat, cues } of beats.filter(({ beat }) => beat.kind === "win")) {
      expect(cues.length).toBe(Math.ceil((beat.ms * 0.6) / tickMs));
      expect(cues.every((cue, index) => cue.cue === "count-tick" && cue.atMs === index * tickMs)).toBe(true);
    }
    const tiers = beats.filter(({ beat }) => beat.kind === "tier");
    expect(tiers.length).toBeGreaterThan(0);
    for (const { beat, cues } of tiers)
      if (beat.kind === "tier") expect(cues).toEqual([{ cue: `${beat.tier}-win`, atMs: 0 }]);
  });

  it("plays no fanfare for a win that is not more than the stake, bought rounds with a tier among them", () => {
    const fanfares = new Set(["big-win", "super-win", "mega-win"]);
    let quiet = 0;
    // Lucky Skulls' bonus costs 100x and its tiers start at 20x: many bought rounds reach a tier below their price.
    const model = modelOf("lucky-skulls-bonanza");
    for (const result of seededResults(model, 300, 40)) {
      const round = asDemoRound(result);
      let previous: DemoStep | null = null;
      const cues = roundTimeline(round, normal, model.triggers).flatMap((beat) => {
        const heard = cuesForBeat(beat, normal, previous);
        if (beat.kind === "step") previous = beat.step;
        return heard.map((cue) => cue.cue);
      });
      const played = cues.filter((cue) => fanfares.has(cue));
      if (round.win > round.cost) expect(played).toEqual(round.tier ? [`${round.tier}-win`] : []);
      else {
        expect(played).toEqual([]);
        // Nor the count-up's ticks of the feature's total: a bought round under its price is told, not cheered.
        expect(cues.filter((cue) => cue === "count-tick")).toEqual([]);
        if (round.tier) quiet++;
      }
    }
    expect(quiet).toBeGreaterThan(0);
  });

  it("keeps the count-up quiet without motion, where the figure shows at once", () => {
    expect(cuesForBeat({ kind: "win", amount: 5, ms: 1100 }, still, null)).toEqual([]);
  });

  it("rises in anticipation as the last reel before the ones that spin on lands", () => {
    const near = step({
      grid: [
        ["golden-sun-scatter", "ace", "king"],
        ["queen", "golden-sun-scatter", "jack"],
        ["ten", "ace", "king"],
        ["queen", "jack", "ten"],
      ],
    });
    const from = anticipationFrom(near, modelOf("quest-of-ra").triggers, false);
    expect(from).toBe(2);
    const shown = { step: near, anticipation: from };
    expect(reelCues(shown, 0, normal)).toEqual([{ cue: "reel-stop", atMs: 0, index: 0 }]);
    expect(reelCues(shown, 1, normal)).toEqual([
      { cue: "reel-stop", atMs: 0, index: 1 },
      { cue: "anticipation", atMs: 0 },
    ]);
    expect(reelCues(shown, 2, normal)).toEqual([{ cue: "reel-stop", atMs: 0, index: 2 }]);
    expect(reelCues({ step: near, anticipation: null }, 1, normal)).toEqual([
      { cue: "reel-stop", atMs: 0, index: 1 },
    ]);
  });

  it("sweeps up a Falcon's pillar as its reel stops, for as long as the pillar grows", () => {
    const shown = { step: spreadScreen, anticipation: null };
    // The stage starts the spread as that reel stops: 420 ms at normal pace, half the reels' travel in turbo.
    expect(reelCues(shown, 2, normal)).toEqual([
      { cue: "reel-stop", atMs: 0, index: 2 },
      { cue: "wild-expand", atMs: 0, index: 2, ms: expandMs },
    ]);
    expect(spreadCues(reelCues(shown, 2, turbo))).toEqual([
      { cue: "wild-expand", atMs: 0, index: 2, ms: beatMs("spin", turbo) / 2 },
    ]);
    const freeSpin = { step: { ...spreadScreen, phase: "free-spin" as const }, anticipation: null };
    expect(spreadCues(reelCues(freeSpin, 2, normal))).toEqual([
      { cue: "wild-expand", atMs: 0, index: 2, ms: beatMs("feature", normal) / 2 },
    ]);
    for (const reel of [0, 1, 3, 4]) expect(spreadCues(reelCues(shown, reel, normal))).toEqual([]);
    // With motion the beat leaves the spread to the reel's stop, and its wins still wait for the spread.
    const beat = stepBeat({ ...spreadScreen, win: 1 });
    expect(spreadCues(cuesForBeat(beat, normal, null))).toEqual([]);
    expect(cuesForBeat(beat, normal, null).find((cue) => cue.cue === "ways-win")?.atMs).toBe(
      beatMs("spin", normal) + expandMs,
    );
  });

  it("sweeps nothing on a screen no wild spread over", () => {
    const plain = step({ grid: landed });
    const unspread = step({ landed, grid: landed });
    for (const shown of [plain, unspread]) {
      for (const reel of landed.keys())
        expect(spreadCues(reelCues({ step: shown, anticipation: null }, reel, normal))).toEqual([]);
      expect(spreadCues(cuesForBeat(stepBeat(shown, still), still, null))).toEqual([]);
    }
  });

  it("sweeps briefly without motion, as the pillar fades in once the screen has", () => {
    // The still screen fades in over at most 200 ms, then the pillar over as long again.
    const beat = stepBeat({ ...spreadScreen, win: 1 }, still);
    const cues = cuesForBeat(beat, still, null);
    expect(spreadCues(cues)).toEqual([{ cue: "wild-expand", atMs: 200, ms: 200 }]);
    expect(spreadCues(cuesForBeat(stepBeat(spreadScreen, stillTurbo), stillTurbo, null))).toEqual([
      { cue: "wild-expand", atMs: beatMs("spin", stillTurbo), ms: beatMs("spin", stillTurbo) },
    ]);
    // The wins sound as the stage lights them: once the screen has faded in, as the pillar starts to.
    expect(cues.find((cue) => cue.cue === "ways-win")?.atMs).toBe(200);
  });

  it("sounds a still screen's wins as it shows, not when its beat would have landed with motion", () => {
    // Without motion the stage shows the screen and lights its wins at once (the beat still lasts half
    // the reels' travel): the win's cue sounded 450 ms after the lines it stands for.
    const cues = cuesForBeat(stepBeat(step({ grid: landed, win: 1 }), still), still, null);
    expect(cues.find((cue) => cue.cue === "ways-win")?.atMs).toBe(0);
    const respin = step({ phase: "respin", grid: landed, values: [[0, 0, 5]] });
    expect(
      cuesForBeat(stepBeat(respin, still), still, step({ phase: "respin", grid: landed })).at(0),
    ).toEqual({
      cue: "hold-lock",
      atMs: 0,
    });
  });

  it("sweeps on every reel of Quest of Ra's rounds that the stage spreads a Falcon over, and only there", () => {
    let spreads = 0;
    for (const { beat } of cuedBeats("quest-of-ra", 600)) {
      if (beat.kind !== "step" || !beat.step.grid) continue;
      const { expanding } = featureEffects(beat.step, beat.events, null);
      const swept = [...beat.step.grid.keys()].filter(
        (reel) => spreadCues(reelCues(beat, reel, normal)).length > 0,
      );
      expect(swept).toEqual(expanding);
      spreads += swept.length;
    }
    expect(spreads).toBeGreaterThan(0);
  });

  it("ducks the music under the fanfares for their banner's time, and only there", () => {
    expect(duckMs("mega-win", normal)).toBe(beatMs("tier", normal));
    const ducked = cueNames.filter((cue) => duckMs(cue, normal) > 0);
    expect(ducked.sort()).toEqual(["big-win", "feature-trigger", "mega-win", "super-win"]);
  });
});
