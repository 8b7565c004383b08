import { describe, expect, it } from "vitest";
import { openStaffTokens, sealStaffTokens, staffSessionCookie } from "./staff-session-cookie.server";

const secret = "a-site-secret-of-at-least-thirty-two-characters";
const tokens = {
  accessToken: "eyJhbGciOi.access.token",
  refreshToken: "refresh-token-value",
  refreshedAt: 1,
};

const cookieHeaderOf = (setCookie: string) => setCookie.split(";")[0] ?? "";

describe("the staff session cookie", () => {
  it("holds the tokens sealed: unreadable in the browser, opened by the site", async () => {
    const sealed = await sealStaffTokens(secret, tokens);
    expect(sealed).not.toContain(tokens.accessToken);
    expect(sealed).not.toContain(tokens.refreshToken);
    const header = cookieHeaderOf(staffSessionCookie(sealed, true));
    await expect(openStaffTokens(secret, `locale=en; ${header}`)).resolves.toEqual(tokens);
  });

  it("opens nothing sealed under another secret, altered, or absent", async () => {
    const sealed = await sealStaffTokens(secret, tokens);
    const header = cookieHeaderOf(staffSessionCookie(sealed, false));
    await expect(openStaffTokens("another-site-secret-of-thirty-two-characters", header)).resolves.toBeNull();
    // One character changed in the middle of the sealed value: the last base64 character can carry only
    // padding bits, and the old swap left it as it was when it already held the replacement.
    const at = header.indexOf("=") + Math.floor((header.length - header.indexOf("=")) / 2);
    const altered = `${header.slice(0, at)}${header[at] === "A" ? "B" : "A"}${header.slice(at + 1)}`;
    expect(altered).not.toBe(header);
    await expect(openStaffTokens(secret, altered)).resolves.toBeNull();
    await expect(openStaffTokens(secret, "locale=en")).resolves.toBeNull();
    await expect(openStaffTokens(secret, null)).resolves.toBeNull();
  });
});
