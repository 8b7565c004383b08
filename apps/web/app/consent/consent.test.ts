import { describe, expect, it } from "vitest";
import {
  consentChoices,
  isConsentChoice,
  isConsentGiven,
  isCookieAllowed,
  necessaryCookieIds,
  optionalCookieIds,
  parseConsent,
  serializeConsent,
} from "./consent";

describe("cookie consent", () => {
  it("stores the chosen ids, necessary ones always included, joined with one separator", () => {
    expect(serializeConsent([])).toBe(necessaryCookieIds.join("|"));
    expect(serializeConsent([optionalCookieIds[0] ?? ""])).toBe(
      [...necessaryCookieIds, optionalCookieIds[0]].join("|"),
    );
    expect(serializeConsent(["unknown"])).toBe(necessaryCookieIds.join("|"));
  });

  it("counts as given only when every necessary and optional cookie is accepted", () => {
    expect(isConsentGiven(serializeConsent(optionalCookieIds))).toBe(true);
    expect(isConsentGiven(serializeConsent([]))).toBe(false);
    expect(isConsentGiven(null)).toBe(false);
  });

  it("allows optional cookies only once chosen", () => {
    const optional = optionalCookieIds[0] ?? "";
    expect(isCookieAllowed(null, optional)).toBe(false);
    expect(isCookieAllowed(serializeConsent([]), optional)).toBe(false);
    expect(isCookieAllowed(serializeConsent([optional]), optional)).toBe(true);
    expect(isCookieAllowed(null, necessaryCookieIds[0] ?? "")).toBe(true);
    expect(parseConsent("locale|nonsense")).toEqual(["locale"]);
  });

  it("knows the banner's two answers and nothing else", () => {
    expect(isConsentGiven(serializeConsent(consentChoices.all))).toBe(true);
    expect(serializeConsent(consentChoices.necessary)).toBe(necessaryCookieIds.join("|"));
    expect(["all", "necessary", "toString", "", null].map(isConsentChoice)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
