import { randomFillSync } from "node:crypto";
import { demoSpinRequestSchema } from "@quillspin/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { newRoundId } from "./round-id";

describe("round ids", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("are UUIDs the spin contract accepts, with or without randomUUID", () => {
    const ids = new Set<string>();
    for (let index = 0; index < 50; index++) ids.add(newRoundId());
    // An insecure context: getRandomValues without randomUUID.
    vi.stubGlobal("crypto", { getRandomValues: (array: Uint8Array) => randomFillSync(array) });
    for (let index = 0; index < 50; index++) ids.add(newRoundId());
    expect(ids.size).toBe(100);
    for (const id of ids)
      expect(demoSpinRequestSchema.safeParse({ round_id: id, bet: 1 }).success, id).toBe(true);
  });
});
