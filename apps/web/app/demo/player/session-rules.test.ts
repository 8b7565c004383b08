import { jurisdictionProfiles } from "@quillspin/contracts";
import { describe, expect, it } from "vitest";
import session from "../../locale/en/demo-session";
import { parseLossLimit } from "./loss-limit";
import { formatNet } from "./money";
import { profileRuleLines } from "./profile-rules";
import { formatElapsed } from "./session-clock";

describe("the session's figures as the player shows them", () => {
  it("writes elapsed time as hh:mm:ss", () => {
    expect(formatElapsed(0)).toBe("00:00:00");
    expect(formatElapsed(59_999)).toBe("00:00:59");
    expect(formatElapsed(3_600_000 + 61_000)).toBe("01:01:01");
    expect(formatElapsed(100 * 3_600_000)).toBe("100:00:00");
    expect(formatElapsed(-5_000)).toBe("00:00:00");
  });

  it("signs the net position", () => {
    expect(formatNet(12.5)).toBe("+12.50 FUN");
    expect(formatNet(-3.2)).toBe("-3.20 FUN");
    expect(formatNet(0)).toBe("0.00 FUN");
  });

  it("takes a loss limit in whole cents of FUN, and says what is wrong with any other", () => {
    expect(parseLossLimit(" 50 ")).toEqual({ limit: 50 });
    expect(parseLossLimit("12.50")).toEqual({ limit: 12.5 });
    expect(parseLossLimit("")).toEqual({ error: "missing" });
    for (const text of ["0", "-5", "1.005", "abc", "1e3", "12,50"])
      expect(parseLossLimit(text), text).toEqual({ error: "invalid" });
  });
});

describe("the rules screen's lines of each profile", () => {
  it("lists what the UK build refuses and shows", () => {
    expect(profileRuleLines(jurisdictionProfiles.uk, session)).toEqual([
      "No autoplay: every round starts with a press of Spin.",
      "No turbo play.",
      "No quick stop: the reels always spin their full time.",
      "Each round lasts at least 2.5 seconds from the press of Spin to its result.",
      "Your net position and session time are on screen all the time.",
      "The game's RTP is on screen before your first stake.",
    ]);
  });

  it("names Malta's loss limit and reality check, and the .com build's freedoms", () => {
    expect(profileRuleLines(jurisdictionProfiles.mt, session)).toEqual([
      "Autoplay starts only once you set a loss limit, and stops before a spin that could lose more.",
      "Turbo play is available.",
      "Skip, Space or a click on the reels ends a spin early.",
      "Every 60 minutes a reality check shows your session time and net position.",
    ]);
    expect(profileRuleLines(jurisdictionProfiles.com, session)).toEqual([
      "Autoplay is available.",
      "Turbo play is available.",
      "Skip, Space or a click on the reels ends a spin early.",
    ]);
  });
});
