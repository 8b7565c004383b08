import { describe, expect, it } from "vitest";
import { joinNames, removeTrademark } from "./text";

describe("display helpers", () => {
  it("joins names with a comma and a space", () => {
    expect(joinNames(["Buy Bonus", "Gamble Feature", "Hold & Win"])).toBe(
      "Buy Bonus, Gamble Feature, Hold & Win",
    );
    expect(joinNames(["Cascades"])).toBe("Cascades");
    expect(joinNames([])).toBe("");
  });

  it("removes trademark symbols", () => {
    expect(removeTrademark("FlexiWays™ engine")).toBe("FlexiWays engine");
    expect(removeTrademark("Quillspin® Games")).toBe("Quillspin Games");
    expect(removeTrademark("No marks")).toBe("No marks");
  });
});
