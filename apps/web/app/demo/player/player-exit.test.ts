import { describe, expect, it } from "vitest";
import { playerExitOf } from "./player-exit";

describe("where Exit leads", () => {
  it("leaves a sandbox session launched with a lobby to the operator's lobby", () => {
    expect(playerExitOf({ game: "quest-of-ra", lobby_url: "https://casino.example/lobby?x=1" })).toEqual({
      href: "https://casino.example/lobby?x=1",
      toLobby: true,
    });
  });

  it("leaves a demo, or a session without a lobby, to the game's page", () => {
    expect(playerExitOf({ game: "quest-of-ra" })).toEqual({ href: "/games/quest-of-ra", toLobby: false });
    expect(playerExitOf({ game: "quest-of-ra", lobby_url: null }).toLobby).toBe(false);
  });
});
