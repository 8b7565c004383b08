import { gameRecords } from "@quillspin/content";
import { describe, expect, it } from "vitest";
import type { FeatureEvent } from "../core/events";
import type { FeatureTrigger, TriggerScreen } from "../core/feature-trigger";
import { Round } from "../core/round";
import type { Step } from "../core/step";
import type { GameModel, GameState, PlayRequest } from "../model";
import { seededRng } from "../rng/seeded-rng";
import { featureTriggers, gameModel } from "./index";

/** A traced round that also notes, by the number of steps recorded so far, when and how things started. */
class WatchedRound extends Round {
  readonly starts: { feature: string; atStep: number }[] = [];
  /** Where a bar filled (a meter at its top): a start at the same moment is the bar's, not a count's. */
  readonly barsFilled = new Set<number>();
  /** The steps on which an expanding wild may hide a symbol counted before it expanded. */
  readonly expanded: number[] = [];

  override trigger(feature: string): void {
    super.trigger(feature);
    this.starts.push({ feature, atStep: this.steps.length });
  }

  override note(event: FeatureEvent): void {
    super.note(event);
    if (event.type === "free-spins" && event.reason === "retrigger")
      this.starts.push({ feature: "free-spins", atStep: this.steps.length });
    if (event.type === "meter" && event.value === event.of) this.barsFilled.add(this.steps.length);
    // Noted before the screen it expands on is recorded.
    if (event.type === "expanding-wild") this.expanded.push(this.steps.length);
  }
}

const screenPhases = new Set<Step["phase"]>(["base", "cascade", "free-spin"]);

/**
 * A round's screens, each from the step that lands it (a paid spin or a free spin) up to the next: its
 * cascades, and the respins and bonus screens of what it started. A bonanza game records its multiplier
 * and scatter pay as a second step showing the same grid, which belongs to the screen before it.
 */
function screensOf(steps: readonly Step[]): { kind: TriggerScreen; from: number; to: number }[] {
  const screens: { kind: TriggerScreen; from: number; to: number }[] = [];
  let lastGrid = "";
  steps.forEach((step, index) => {
    if (!screenPhases.has(step.phase)) return;
    const grid = JSON.stringify(step.grid);
    const repeat = grid === lastGrid;
    lastGrid = grid;
    if (step.phase === "cascade" || repeat) return;
    const last = screens.at(-1);
    if (last) last.to = index;
    screens.push({ kind: step.phase as TriggerScreen, from: index, to: steps.length });
  });
  return screens;
}

function countOf(step: Step, trigger: FeatureTrigger): number {
  let count = 0;
  for (const column of step.grid ?? []) for (const key of column) if (trigger.symbols.includes(key)) count++;
  return count;
}

/**
 * Plays rounds of `model` in each of its modes and checks every screen against each declared trigger: its
 * symbols land only on its reels, a screen showing the count starts the feature (or pays the prize), and
 * a screen short of it does not, unless a bar filled or an expanding wild hid a symbol the model counted.
 */
function checkRounds(model: GameModel, rounds: number): void {
  const rng = seededRng(`triggers-${model.slug}`);
  const modes: PlayRequest[] = [
    { buy: null, doubleChance: false, choice: model.freeSpinChoices?.default ?? 0 },
    ...(model.doubleChance ? [{ buy: null, doubleChance: true, choice: 0 }] : []),
    ...model.buyOptions.map((option) => ({ buy: option.id, doubleChance: false, choice: 0 })),
  ];
  let state: GameState = model.initialState();
  for (let index = 0; index < rounds; index++) {
    const request = modes[index % modes.length] as PlayRequest;
    const round = new WatchedRound(rng, model.maxWin, true);
    state = model.play(round, request, state);
    // A capped round stops starting features: what it shows proves nothing.
    if (round.capped) continue;
    const steps = round.steps;
    for (const screen of screensOf(steps)) {
      const inScreen = (atStep: number) => atStep - 1 >= screen.from && atStep - 1 < screen.to;
      const shown = steps.slice(screen.from, screen.to).filter((step) => screenPhases.has(step.phase));
      const last = shown.at(-1) as Step;
      const hidden = round.expanded.filter((at) => at >= screen.from && at < screen.to).length;
      for (const trigger of model.triggers) {
        const { reels } = trigger;
        for (const step of shown)
          step.grid?.forEach((column, reel) => {
            if (reels && !reels.includes(reel))
              expect(
                column.filter((key) => trigger.symbols.includes(key)),
                `${model.slug} reel ${reel}`,
              ).toEqual([]);
          });
        const needed =
          (request.doubleChance ? trigger.doubleChanceCounts?.[screen.kind] : undefined) ??
          trigger.counts[screen.kind];
        const starts = model.features.includes(trigger.feature)
          ? round.starts.filter(({ feature, atStep }) => feature === trigger.feature && inScreen(atStep))
          : [];
        const started = model.features.includes(trigger.feature)
          ? starts.length > 0
          : shown.some((step) =>
              step.wins.some(
                (win) =>
                  (win.kind === "coins" || win.kind === "jackpot") && trigger.symbols.includes(win.symbol),
              ),
            );
        const where = `${model.slug} round ${index} ${trigger.feature} on a ${screen.kind} screen`;
        if (needed === undefined) {
          expect(started, where).toBe(false);
          continue;
        }
        const count = countOf(last, trigger);
        if (count >= needed) {
          expect(started, `${where}: ${count} shown`).toBe(true);
        } else if (started) {
          const byBar = starts.some(({ atStep }) => round.barsFilled.has(atStep));
          expect(byBar || count + hidden >= needed, `${where}: only ${count} shown`).toBe(true);
        }
      }
    }
  }
}

describe("feature triggers", () => {
  for (const { slug } of gameRecords) {
    // 3,000 rounds a game, its buys and Double Chance among them: a second at most for the slowest.
    it(`${slug} starts its features at the counts it declares for the stage`, { timeout: 30_000 }, () => {
      const model = gameModel(slug);
      if (!model) throw new Error(`No model for ${slug}`);
      expect(featureTriggers(slug)).toEqual(model.triggers);
      for (const trigger of model.triggers) {
        expect(
          trigger.symbols.every((symbol) => model.symbols.includes(symbol)),
          trigger.feature,
        ).toBe(true);
        expect(Object.keys(trigger.counts).length, trigger.feature).toBeGreaterThan(0);
      }
      checkRounds(model, 3000);
    });
  }
});
