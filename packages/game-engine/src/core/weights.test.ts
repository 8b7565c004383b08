import { describe, expect, it } from "vitest";
import { sequenceRng } from "../rng/sequence-rng";
import { draw, probabilityOf, weightsOf, weightTable } from "./weights";

describe("weight tables", () => {
  const table = weightTable([
    ["a", 1],
    ["b", 0],
    ["c", 3],
  ]);

  it("skips zero weights and draws by the cumulative weight", () => {
    expect(table.items).toEqual(["a", "c"]);
    expect(table.total).toBe(4);
    const rng = sequenceRng([0, 0.2499, 0.25, 0.9999]);
    expect([draw(table, rng), draw(table, rng), draw(table, rng), draw(table, rng)]).toEqual([
      "a",
      "a",
      "c",
      "c",
    ]);
  });

  it("reports an outcome's probability", () => {
    expect(probabilityOf(table, "c")).toBe(0.75);
  });

  it("turns the keys of a numeric record back into numbers", () => {
    const multipliers = weightsOf({ 2: 1, 5: 1 });
    expect(draw(multipliers, sequenceRng([0.9]))).toBe(5);
    expect(typeof draw(multipliers, sequenceRng([0.1]))).toBe("number");
  });

  it("refuses negative or missing weights", () => {
    expect(() => weightTable([["a", -1]])).toThrow();
    expect(() => weightTable([["a", 0]])).toThrow(/at least one/);
  });
});
