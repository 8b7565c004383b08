import type { SessionTokens } from "@quillspin/contracts";
import { describe, expect, it } from "vitest";
import { refreshOnce } from "./token-refresh.server";

describe("trading a refresh token", () => {
  it("happens once for every request that arrives with the same token, however they overlap", async () => {
    const traded: string[] = [];
    const trade = async (refreshToken: string): Promise<SessionTokens> => {
      traded.push(refreshToken);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return {
        accessToken: `access-after-${refreshToken}`,
        refreshToken: `${refreshToken}-next`,
        expiresIn: 900,
      };
    };
    const answers = await Promise.all([refreshOnce("r1", trade), refreshOnce("r1", trade)]);
    const later = await refreshOnce("r1", trade);
    expect(traded).toEqual(["r1"]);
    expect(new Set([...answers, later].map((answer) => answer.refreshToken))).toEqual(new Set(["r1-next"]));

    await refreshOnce("r2", trade);
    expect(traded).toEqual(["r1", "r2"]);
  });

  it("shares a refusal too, so a second request does not present the spent token again", async () => {
    let calls = 0;
    const refuse = async (): Promise<SessionTokens> => {
      calls++;
      throw new Error("401");
    };
    await expect(refreshOnce("spent", refuse)).rejects.toThrow("401");
    await expect(refreshOnce("spent", refuse)).rejects.toThrow("401");
    expect(calls).toBe(1);
  });
});
