import { describe, expect, it } from "vitest";
import { ageCookieHeader, isAgeConfirmed } from "./age-confirmation";

describe("age confirmation cookie", () => {
  it("counts only the confirmed value", () => {
    expect(isAgeConfirmed("locale=en; age_confirmed=1")).toBe(true);
    expect(isAgeConfirmed("age_confirmed=0")).toBe(false);
    expect(isAgeConfirmed("locale=en")).toBe(false);
    expect(isAgeConfirmed(null)).toBe(false);
  });

  it("lasts 365 days on the whole site, same-site, secure on https", () => {
    expect(ageCookieHeader(false)).toBe("age_confirmed=1; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(ageCookieHeader(true)).toBe("age_confirmed=1; Max-Age=31536000; Path=/; Secure; SameSite=Lax");
  });
});
