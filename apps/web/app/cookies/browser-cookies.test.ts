import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { necessaryCookieIds, optionalCookieIds, serializeConsent } from "../consent/consent";
import { readBrowserCookie, setDeclaredCookie, storeConsent } from "./browser-cookies";

/** What the browser keeps of `document.cookie` writes: the name=value pairs, deleted on Max-Age=0. */
function cookieJar() {
  const stored = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...stored].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(setCookie: string) {
      writes.push(setCookie);
      const [pair = ""] = setCookie.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (setCookie.includes("Max-Age=0")) stored.delete(name);
      else stored.set(name, value);
    },
  };
}

let jar: ReturnType<typeof cookieJar>;

beforeEach(() => {
  jar = cookieJar();
  vi.stubGlobal("document", jar);
  vi.stubGlobal("window", { location: { protocol: "https:" } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the browser cookie writer", () => {
  const optional = optionalCookieIds[0] ?? "";

  it("sets necessary cookies at once, with the declared flags and Secure on https", () => {
    expect(setDeclaredCookie("locale", "en")).toBe(true);
    expect(jar.writes).toEqual(["locale=en; Max-Age=31536000; Path=/; Secure; SameSite=Lax"]);
  });

  it("sets no optional cookie before consent, and deletes it when consent is withdrawn", () => {
    expect(setDeclaredCookie(optional, "x")).toBe(false);
    expect(jar.writes).toEqual([]);

    storeConsent([optional]);
    expect(readBrowserCookie("cookie_consent")).toBe(serializeConsent([optional]));
    expect(setDeclaredCookie(optional, "x")).toBe(true);
    expect(readBrowserCookie(optional)).toBe("x");

    storeConsent([]);
    expect(readBrowserCookie("cookie_consent")).toBe(necessaryCookieIds.join("|"));
    expect(readBrowserCookie(optional)).toBeNull();
    expect(jar.writes.at(-1)).toBe(`${optional}=; Max-Age=0; Path=/; Secure; SameSite=Lax`);
  });

  it("refuses a server-only cookie", () => {
    expect(() => setDeclaredCookie("session_key", "x")).toThrow(/not declared for the browser/);
  });
});
