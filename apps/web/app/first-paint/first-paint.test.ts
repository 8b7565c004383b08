import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { earlySpinScript } from "../demo/player/early-spin-script.server";
import { bootAtOnce, bootsAtOnce, withDocumentScript } from "./boot-at-once";
import { documentScriptOf } from "./document-scripts.server";
import { firstPaintDocument, firstPaintPrefixEnd } from "./first-paint";
import { firstPaintStream } from "./first-paint-stream.server";

// The start of a document as React Router 7 writes it (trimmed from a production build of `/`).
const head =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Quillspin Games — Café</title>' +
  '<link nonce="N" rel="preload" href="/assets/sora-latin.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-D1.js" nonce="N"/>' +
  '<link rel="modulepreload" href="/assets/root-Cc.js" nonce="N"/>' +
  '<link rel="modulepreload" href="/assets/home-Ap.js" nonce="N"/>' +
  '<link nonce="N" rel="stylesheet" href="/assets/root-Df.css"/>' +
  '<link nonce="N" rel="stylesheet" href="/assets/home-B9.css"/>' +
  '<link rel="stylesheet" href="https://cdn.example/other.css"/></head><body><main><h1>Slots</h1></main>';
const bootScript =
  '<script nonce="N" type="module" async="">;\nimport * as route0 from "/assets/root-Cc.js";\n' +
  'import * as route1 from "/assets/home-Ap.js";\n  window.__reactRouterManifest = {"entry":{}};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n' +
  'import("/assets/entry.client-D1.js");</script>';
const rest = '<script nonce="N">window.__reactRouterContext.streamController.close();</script></body></html>';

const stylesheets: Record<string, string> = {
  "/assets/root-Df.css": "body{margin:0}",
  "/assets/home-B9.css": ".hero{padding:1rem}",
};
const read = (href: string) => stylesheets[href] ?? null;

describe("the document's first paint", () => {
  it("writes the build's stylesheets inline and keeps their links disabled for hydration", () => {
    const html = firstPaintDocument(head + bootScript, read);
    expect(html).toContain(
      '<style data-inline-href="/assets/root-Df.css">body{margin:0}</style><link nonce="N" rel="stylesheet" href="/assets/root-Df.css" disabled/>',
    );
    expect(html).toContain('<style data-inline-href="/assets/home-B9.css">.hero{padding:1rem}</style>');
    // Only the build's own files: another origin's stylesheet stays an enabled link.
    expect(html).toContain('<link rel="stylesheet" href="https://cdn.example/other.css"/>');
    expect(html.match(/rel="stylesheet"[^>]*disabled/g)).toHaveLength(2);
  });

  it("keeps a stylesheet as a link when it is unknown or could end the style element", () => {
    const html = firstPaintDocument(head + bootScript, (href) =>
      href.includes("root") ? "a::after{content:'</style>'}" : null,
    );
    expect(html).not.toContain("<style");
    expect(html).not.toContain("disabled");
  });

  it("imports the app after the first contentful paint, preloading the same modules then", () => {
    const html = firstPaintDocument(head + bootScript, read);
    // The preloads, as React Router wrote them, wait in a template the browser leaves inert.
    expect(html).toContain(
      '<template data-after-first-paint><link rel="modulepreload" href="/assets/entry.client-D1.js" nonce="N"/>' +
        '<link rel="modulepreload" href="/assets/root-Cc.js" nonce="N"/>' +
        '<link rel="modulepreload" href="/assets/home-Ap.js" nonce="N"/></template>',
    );
    expect(html.replace(/<template[\s\S]*?<\/template>/, "")).not.toContain('rel="modulepreload"');
    const script = /<script nonce="N" type="module" async="">([\s\S]*)<\/script>$/.exec(html)?.[1] ?? "";
    expect(script.indexOf("first-contentful-paint")).toBeLessThan(script.indexOf("preloads.content"));
    expect(script.indexOf('img[fetchpriority="high"]')).toBeLessThan(script.indexOf("preloads.content"));
    expect(script.indexOf("preloads.content")).toBeLessThan(script.indexOf("import("));
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-Cc.js"), import("/assets/home-Ap.js")]);',
    );
    expect(script).not.toContain("import * as");
    expect(script.trimEnd().endsWith('import("/assets/entry.client-D1.js");')).toBe(true);
    // The font the first screen uses is still preloaded.
    expect(html).toContain('rel="preload" href="/assets/sora-latin.woff2"');
  });

  it("boots at once where the route asks, still writing the stylesheets inline", () => {
    const html = firstPaintDocument(head + bootScript, read, { deferModules: false });
    expect(html).not.toContain("<template");
    expect(html).toContain('<link rel="modulepreload" href="/assets/entry.client-D1.js" nonce="N"/>');
    expect(html.endsWith(bootScript)).toBe(true);
    expect(html).toContain('<style data-inline-href="/assets/root-Df.css">body{margin:0}</style>');
    expect(bootsAtOnce([{ route: {} }, { route: { handle: bootAtOnce } }])).toBe(true);
    expect(bootsAtOnce([{ route: {} }, { route: { handle: { other: true } } }])).toBe(false);
  });

  it("writes the script a route asks for at the end of the head, under the boot script's nonce", () => {
    const script = documentScriptOf([{ route: {} }, { route: { handle: withDocumentScript("early-spin") } }]);
    expect(script).toBe(earlySpinScript);
    expect(documentScriptOf([{ route: { handle: bootAtOnce } }])).toBeUndefined();
    // It is the text of a function and its call: it must parse as a script of its own.
    expect(() => new Function(earlySpinScript)).not.toThrow();
    const html = firstPaintDocument(head + bootScript, read, { deferModules: false, headScript: "go();" });
    expect(html).toContain('<script nonce="N">go();</script></head>');
    expect(html.match(/<script/g)).toHaveLength(2);
    // A script that could end its element early is not written.
    const unsafe = firstPaintDocument(head + bootScript, read, { headScript: "'</script><b>'" });
    expect(unsafe).not.toContain("<b>");
  });

  it("leaves a boot script of another shape, and its preloads, as they are", () => {
    const other = '<script type="module">import("/assets/entry.client-D1.js");</script>';
    const html = firstPaintDocument(head + other, read);
    expect(html).toContain('<link rel="modulepreload" href="/assets/root-Cc.js" nonce="N"/>');
    expect(html.endsWith(other)).toBe(true);
  });

  it("ends the rewritten part at the end of the boot script", () => {
    const html = head + bootScript + rest;
    expect(firstPaintPrefixEnd(html)).toBe((head + bootScript).length);
    expect(firstPaintPrefixEnd(head)).toBe(-1);
  });
});

describe("the first-paint stream", () => {
  const through = async (chunks: Buffer[]) => text(Readable.from(chunks).pipe(firstPaintStream()));

  it("rewrites the start once the boot script is whole and passes the rest byte for byte", async () => {
    const whole = Buffer.from(head + bootScript + rest);
    // Split inside the boot script, and inside the "é" of the title: a two-byte character.
    const cafe = whole.indexOf("é");
    const split = whole.indexOf("route1");
    const out = await through([
      whole.subarray(0, cafe + 1),
      whole.subarray(cafe + 1, split),
      whole.subarray(split),
    ]);
    expect(out).toContain("Café");
    expect(out).toContain("first-contentful-paint");
    expect(out.endsWith(rest)).toBe(true);
  });

  it("passes a document without a boot script unchanged", async () => {
    const page = "<!DOCTYPE html><html><head><title>Erreur</title></head><body>Hors ligne</body></html>";
    expect(await through([Buffer.from(page.slice(0, 20)), Buffer.from(page.slice(20))])).toBe(page);
  });
});
