import { describe, expect, it } from "vitest";
import { toBase64Url } from "./base64url-write";
import { openToken, sealToken } from "./token-cipher";
import { importTokenKey } from "./token-key";

const rawKey = () => toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
const token = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJwYXJ0bmVyIn0.c2lnbmF0dXJl";

describe("token cipher", () => {
  it("seals a token so that it opens again and never shows in the stored text", async () => {
    const key = await importTokenKey(rawKey());
    const sealed = await sealToken(key, "accessToken", token);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(token);
    expect(sealed).not.toContain(token.split(".")[1]);
    await expect(openToken(key, "accessToken", sealed)).resolves.toBe(token);
  });

  it("uses a fresh IV for every write", async () => {
    const key = await importTokenKey(rawKey());
    const first = await sealToken(key, "refreshToken", token);
    const second = await sealToken(key, "refreshToken", token);
    expect(first).not.toBe(second);
  });

  it("refuses another key, another slot and any altered value", async () => {
    const key = await importTokenKey(rawKey());
    const sealed = await sealToken(key, "accessToken", token);
    await expect(openToken(await importTokenKey(rawKey()), "accessToken", sealed)).resolves.toBeNull();
    await expect(openToken(key, "refreshToken", sealed)).resolves.toBeNull();
    const last = sealed.at(-2) === "A" ? "B" : "A";
    await expect(
      openToken(key, "accessToken", `${sealed.slice(0, -2)}${last}${sealed.at(-1)}`),
    ).resolves.toBeNull();
    await expect(openToken(key, "accessToken", token)).resolves.toBeNull();
    await expect(openToken(key, "accessToken", "v1.!!.??")).resolves.toBeNull();
  });

  it("accepts only a 32-byte key and keeps it out of reach of scripts", async () => {
    await expect(importTokenKey(toBase64Url(new Uint8Array(16)))).rejects.toThrow("32 bytes");
    const key = await importTokenKey(rawKey());
    expect(key.extractable).toBe(false);
    expect(key.usages.sort()).toEqual(["decrypt", "encrypt"]);
  });
});
