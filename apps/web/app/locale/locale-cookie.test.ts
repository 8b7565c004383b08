import { describe, expect, it } from "vitest";
import { readLocaleCookie, serializeLocaleCookie } from "./locale-cookie";

describe("locale cookie", () => {
  it("lives 365 days on the whole site", () => {
    const cookie = serializeLocaleCookie("en", false);
    expect(cookie).toBe("locale=en; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(31536000 / 86400).toBe(365);
    expect(serializeLocaleCookie("en", true)).toMatch(/; Secure$/);
  });

  it("reads the locale among other cookies and falls back for unknown values", () => {
    expect(readLocaleCookie("a=1; locale=en; b=2")).toBe("en");
    expect(readLocaleCookie("locale=fr")).toBe("en");
    expect(readLocaleCookie("other=1")).toBeNull();
    expect(readLocaleCookie(null)).toBeNull();
  });
});
