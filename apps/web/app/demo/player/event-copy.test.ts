import { describe, expect, it } from "vitest";
import demoPlayer from "../../locale/en/demo-player";
import { captionOf, introCopy } from "./event-copy";

const copy = demoPlayer.events;

describe("feature cards and captions from the locale strings", () => {
  it.each([
    [{ type: "free-spins", spins: 10 }, "Free spins!", "10 free spins"],
    [{ type: "free-spins", spins: 8, multiplier: 3 }, "Free spins!", "8 free spins at x3"],
    [{ type: "free-spins", spins: 5, reason: "retrigger" }, "Retrigger!", "+5 free spins"],
    [{ type: "free-spins", spins: 4, reason: "progress-bar" }, "Progress bar full", "+4 free spins"],
    [{ type: "free-spins", spins: 12, multiplier: 2, reason: "buy" }, "Bonus bought", "12 spins at x2"],
    [{ type: "free-spins-choice", option: "15 spins x2" }, "Your free spins", "15 spins x2"],
    [{ type: "hold-and-win", respins: 3 }, "Hold & Win", "3 respins"],
    [{ type: "hold-and-win", name: "coin-rush", respins: 3 }, "Coin Rush", "3 respins"],
    [{ type: "wheel", segment: "x5" }, "Wheel", "The wheel stops on x5"],
    [{ type: "jackpot", tier: "grand", pay: 1000 }, "Grand jackpot", "2,000.00 FUN"],
    [{ type: "max-win", pay: 5000 }, "Max win reached", "5,000x the bet"],
    [{ type: "sticky-wilds" }, "Sticky Wilds", ""],
  ])("intro card of %o", (event, heading, detail) => {
    expect(introCopy(event, 2, copy)).toEqual({ heading, detail });
  });

  it.each([
    [{ type: "respins-extra", meter: "gold-meter", spins: 2 }, "Gold Meter: +2 respins"],
    [{ type: "collector", filled: 4, cells: 15, multiplier: 3 }, "Collector 4/15 · x3"],
    [{ type: "random-wilds", count: 5 }, "5 random wilds"],
    [{ type: "expanding-wild", reel: 2 }, "Expanding wild on reel 3"],
    [{ type: "stage", name: "night-sky" }, "Night Sky"],
    [{ type: "meter", name: "scarabs", value: 7, of: 10 }, "Scarabs: 7/10"],
    [{ type: "cascade" }, "Cascade"],
  ])("caption of %o", (event, caption) => {
    expect(captionOf(event, copy)).toBe(caption);
  });
});
