import { describe, expect, it } from "vitest";
import { gameFactKeys } from "./game-fact-keys";
import { gameFactsSchema } from "./schema";

describe("game fact keys", () => {
  it("list the schema's facts in the schema's order", () => {
    expect(gameFactKeys).toEqual(Object.keys(gameFactsSchema.shape));
  });
});
