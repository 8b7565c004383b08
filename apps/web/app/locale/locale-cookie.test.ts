import { describe, expect, it } from "vitest";
import { readLocaleCookie } from "./locale-cookie";

describe("locale cookie", () => {
  it("reads the locale among other cookies and falls back for unknown values", () => {
    expect(readLocaleCookie("a=1; locale=en; b=2")).toBe("en");
    expect(readLocaleCookie("locale=fr")).toBe("en");
    expect(readLocaleCookie("other=1")).toBeNull();
    expect(readLocaleCookie(null)).toBeNull();
  });
});
