import { describe, expect, it } from "vitest";
import { deriveTokenKey, encryptionKeyResponse } from "./encryption-key.server";

const settings = { siteSecret: "a-site-secret-of-at-least-thirty-two-characters", secureCookie: false };
const browserValue = "Qm93c2VyLXZhbHVlLW9mLXRoaXJ0eS10d28tYnl0ZXM";

async function askForKey(cookie: string | null, options = settings) {
  const request = new Request("http://127.0.0.1:3555/api/encryption-key", {
    headers: cookie ? { cookie } : {},
  });
  const response = encryptionKeyResponse(request, options);
  return { response, body: (await response.json()) as { key: string } };
}

describe("GET /api/encryption-key", () => {
  it("sets the httpOnly session_key cookie on the first visit and answers a 32-byte key, never cached", async () => {
    const { response, body } = await askForKey("locale=en");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-type")).toContain("application/json");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^session_key=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain("Max-Age=2592000");
    expect(cookie).toContain("Path=/api");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).not.toContain("Secure");
    expect(Buffer.from(body.key, "base64url")).toHaveLength(32);

    const value = /^session_key=([^;]+)/.exec(cookie)?.[1] ?? "";
    expect(body.key).toBe(deriveTokenKey(settings.siteSecret, value));
  });

  it("answers the same key to the same browser and sets no new cookie", async () => {
    const first = await askForKey(`locale=en; session_key=${browserValue}`);
    const second = await askForKey(`session_key=${browserValue}`);
    expect(first.body.key).toBe(second.body.key);
    expect(first.response.headers.get("set-cookie")).toBeNull();
  });

  it("gives each browser and each server secret its own key", async () => {
    const other = "T3RoZXItYnJvd3Nlci12YWx1ZS1vZi0zMi1ieXRlcyE";
    const mine = (await askForKey(`session_key=${browserValue}`)).body.key;
    expect((await askForKey(`session_key=${other}`)).body.key).not.toBe(mine);
    const otherServer = { ...settings, siteSecret: "another-site-secret-of-thirty-two-characters" };
    expect((await askForKey(`session_key=${browserValue}`, otherServer)).body.key).not.toBe(mine);
  });

  it("replaces a cookie value this server could not have set, and marks it Secure on https", async () => {
    const { response } = await askForKey("session_key=short", { ...settings, secureCookie: true });
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^session_key=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain("; Secure");
  });
});
