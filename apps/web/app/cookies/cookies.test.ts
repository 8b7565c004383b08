import { cookieDeclarations, describedCookies } from "@quillspin/content";
import { parseSetCookie } from "cookie";
import { describe, expect, it } from "vitest";
import { cookieAttributes, readCookie, serializeCookie, serializeExpiredCookie } from "./cookies";

describe("declared cookies", () => {
  it("take every attribute and lifetime from their declaration", () => {
    for (const declaration of cookieDeclarations) {
      for (const secure of [false, true]) {
        const written = parseSetCookie(serializeCookie(declaration.id, "v", secure));
        expect(written).toEqual({
          name: declaration.name,
          value: "v",
          path: declaration.path,
          maxAge: declaration.maxAgeDays === null ? undefined : declaration.maxAgeDays * 86_400,
          sameSite: declaration.sameSite,
          ...(declaration.httpOnly ? { httpOnly: true } : {}),
          ...(secure ? { secure: true } : {}),
        });
        expect(written.path).toMatch(/^\//);
        expect(["lax", "strict"]).toContain(written.sameSite);
      }
    }
  });

  it("state on the cookie policy the lifetime they are written with", () => {
    for (const declaration of describedCookies) {
      if (declaration.maxAgeDays === null) {
        expect(declaration.lifetime).toBe("Until the browser is closed");
        expect(cookieAttributes(declaration.id, false).maxAge).toBeUndefined();
      } else {
        expect(declaration.lifetime).toBe(`${declaration.maxAgeDays} days`);
        expect(cookieAttributes(declaration.id, false).maxAge).toBe(declaration.maxAgeDays * 86_400);
      }
    }
  });

  it("keep the names, values and flags the site has always sent", () => {
    expect(serializeCookie("locale", "en", false)).toBe("locale=en; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(serializeCookie("age_confirmed", "1", true)).toBe(
      "age_confirmed=1; Max-Age=31536000; Path=/; Secure; SameSite=Lax",
    );
    expect(serializeCookie("cookie_consent", "locale|cookie_consent", false)).toBe(
      "cookie_consent=locale%7Ccookie_consent; Max-Age=15552000; Path=/; SameSite=Lax",
    );
    expect(serializeCookie("session_key", "abc_-", true)).toBe(
      "session_key=abc_-; Max-Age=2592000; Path=/api; HttpOnly; Secure; SameSite=Strict",
    );
    expect(serializeCookie("staff_session", "v1.a.b", true)).toBe(
      "staff_session=v1.a.b; Path=/; HttpOnly; Secure; SameSite=Strict",
    );
    expect(serializeCookie("recently_viewed", "a-game,b-game", false)).toBe(
      "recently_viewed=a-game%2Cb-game; Max-Age=7776000; Path=/; SameSite=Lax",
    );
  });

  it("is deleted with the same path and Max-Age=0", () => {
    expect(serializeExpiredCookie("game_list_preferences", false)).toBe(
      "game_list_preferences=; Max-Age=0; Path=/; SameSite=Lax",
    );
  });

  it("refuses a cookie that is not declared", () => {
    expect(() => serializeCookie("tracking", "1", false)).toThrow(/not declared/);
    expect(() => readCookie("tracking=1", "tracking")).toThrow(/not declared/);
  });

  it("are read from a Cookie header, decoded, the first of duplicates winning", () => {
    expect(readCookie("a=1; recently_viewed=a-game%2Cb-game", "recently_viewed")).toBe("a-game,b-game");
    expect(readCookie("locale=en; locale=de", "locale")).toBe("en");
    expect(readCookie("cookie_consent=%E0%A4%A", "cookie_consent")).toBe("%E0%A4%A");
    expect(readCookie("other=1", "locale")).toBeNull();
    expect(readCookie('xlocale=de; locale="en"', "locale")).toBe("en");
    expect(readCookie(null, "locale")).toBeNull();
  });
});
