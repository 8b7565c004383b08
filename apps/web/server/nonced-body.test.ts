import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { cutAtNonce, gzipWithNonce, withNonce } from "./nonced-body";

const rendered = "Q2FjaGVkIG5vbmNlIDEyMw==";
const page = (nonce: string) =>
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js" nonce="${nonce}"></head><body>${"<p>news</p>".repeat(800)}<script nonce="${nonce}">window.__context = {}</script><script type="module" nonce="${nonce}">import("/assets/a.js")</script></body></html>`;

describe("a page kept with the places of its nonce", () => {
  const body = cutAtNonce(Buffer.from(page(rendered)), rendered);

  it("gives every answer the page with its own nonce in every place, plain and gzip-encoded", () => {
    for (const fresh of ["bmV3IG5vbmNlIG51bWJlcjE=", "YW5vdGhlciBvbmUgaGVyZSE="]) {
      expect(Buffer.concat(withNonce(body, fresh)).toString()).toBe(page(fresh));
      const gzip = Buffer.concat(gzipWithNonce(body, fresh));
      expect(gunzipSync(gzip).toString()).toBe(page(fresh));
      expect(gzip.includes(fresh)).toBe(true);
      expect(gzip.includes(rendered)).toBe(false);
    }
    expect(body.pieces).toHaveLength(4);
  });

  it("still compresses the page", () => {
    expect(Buffer.concat(gzipWithNonce(body, rendered)).length).toBeLessThan(page(rendered).length / 10);
  });

  it("keeps a page without the nonce whole", () => {
    const data = cutAtNonce(Buffer.from('[{"_1":2},"routes/news"]'), rendered);
    expect(data.pieces).toHaveLength(1);
    expect(gunzipSync(Buffer.concat(gzipWithNonce(data, "unused"))).toString()).toBe(
      '[{"_1":2},"routes/news"]',
    );
  });
});
