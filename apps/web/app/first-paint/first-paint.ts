/**
 * What a phone paints first, without waiting on the network (decision 23). A page's document, as
 * React Router writes it, names its stylesheets with `<link>` tags that block the first paint, one
 * round trip each, and preloads every module of the app at high priority, so on a slow connection
 * the app's code competes with the first screen for the bandwidth. `firstPaintDocument` rewrites the
 * start of the document, up to and including the module script that boots the app:
 *
 * - every stylesheet of the page is written inline, as `<style data-inline-href>`, before its `<link>`,
 *   which stays for React to hydrate but is `disabled`, so the browser neither fetches nor applies it;
 *   when a navigation drops the link, the browser drops its inline copy (`followStylesheetLinks`);
 * - the module preloads move into a `<template data-after-first-paint>`, whose content the browser
 *   leaves inert, and the module script imports the app only once the first contentful paint is on the
 *   screen, putting the same preloads into the head then.
 *
 * Inline styles are allowed by the Content-Security-Policy (`style-src 'unsafe-inline'`); the module
 * script keeps React Router's nonce, and the build hashes prerendered pages after this rewrite.
 */

/** The attribute that names the stylesheet an inline `<style>` stands for. */
export const INLINE_HREF_ATTRIBUTE = "data-inline-href";
/** The template holding the module preloads until the first paint. */
const AFTER_FIRST_PAINT_ATTRIBUTE = "data-after-first-paint";

/**
 * A built stylesheet: only the build's own hashed files are inlined. React Router writes the link of a
 * stylesheet that a lazily imported module also needs with an empty fragment (`modal-….css#`), so
 * both links stay distinct; the file is the same.
 */
const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const BUILT_STYLESHEET = /^\/assets\/[\w.-]+\.css#?$/;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
/** React Router's boot script: `import * as routeN from "…";` for each matched route, then the entry. */
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const ROUTE_IMPORT = /import \* as (route\d+) from "([^"]+)";/g;
const ENTRY_IMPORT = /import\("[^"]+"\);\s*$/;

/**
 * Resolves once the first contentful paint is on the screen, or at once where it cannot be observed
 * (a hidden tab paints nothing; a browser without paint timing); four seconds at most, so a page that
 * never paints text still starts. Then it waits for the page's lead images (`fetchpriority="high"`,
 * above this script in the document) to arrive, at most four seconds more: on a slow connection the
 * app's modules would otherwise share the bandwidth with the page's largest paint (Lighthouse mobile
 * `/news`, whose lead is a cover: LCP 1.5-1.6 s -> 1.2-1.5 s).
 */
const AFTER_FIRST_PAINT = `await new Promise((go) => {
  const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
  if (document.visibilityState !== "visible" || !PerformanceObserver.supportedEntryTypes?.includes("paint") || painted()) return go();
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); go(); }
  }).observe({ type: "paint", buffered: true });
  setTimeout(go, 4000);
});
await Promise.race([
  Promise.all([...document.querySelectorAll('img[fetchpriority="high"]')].filter((img) => !img.complete).map((img) =>
    new Promise((done) => { img.addEventListener("load", done, { once: true }); img.addEventListener("error", done, { once: true }); }))),
  new Promise((go) => setTimeout(go, 4000)),
]);`;

/** The end of the part `firstPaintDocument` rewrites: the module script, once it is complete. */
export function firstPaintPrefixEnd(html: string): number {
  const match = MODULE_SCRIPT.exec(html);
  return match ? match.index + match[0].length : -1;
}

/**
 * Rewrites the start of a document, up to the end of its boot script (`firstPaintPrefixEnd`):
 * stylesheets inline where `readStylesheet` knows the file, the app's modules loaded after the first
 * paint unless `deferModules` is false. A boot script of another shape keeps its preloads and imports.
 */
export function firstPaintDocument(
  html: string,
  readStylesheet: (href: string) => string | null,
  { deferModules = true, headScript }: FirstPaintOptions = {},
): string {
  const inlined = inlineStylesheets(withHeadScript(html, headScript), readStylesheet);
  return deferModules ? deferAppModules(inlined) : inlined;
}

export interface FirstPaintOptions {
  /** False for a route that boots at once (boot-at-once.ts). */
  deferModules?: boolean;
  /** A script the document runs before any of the app's code (document-scripts.server.ts). */
  headScript?: string;
}

const NONCE = /\bnonce="([^"]*)"/;

/** `script` at the end of the head, with the boot script's nonce, so the page's policy allows it. */
function withHeadScript(html: string, script: string | undefined): string {
  const headEnd = html.indexOf("</head>");
  if (!script || headEnd < 0 || /<\/script/i.test(script)) return html;
  const nonce = NONCE.exec(MODULE_SCRIPT.exec(html)?.[1] ?? "")?.[1];
  const open = nonce === undefined ? "<script>" : `<script nonce="${nonce}">`;
  return `${html.slice(0, headEnd)}${open}${script}</script>${html.slice(headEnd)}`;
}

function inlineStylesheets(html: string, readStylesheet: (href: string) => string | null): string {
  return html.replace(STYLESHEET_LINK, (link) => {
    const href = HREF.exec(link)?.[1];
    if (!href || !BUILT_STYLESHEET.test(href)) return link;
    const css = readStylesheet(href.replace(/#$/, ""));
    // A stylesheet that could close the element early stays a link.
    if (css === null || /<\/style/i.test(css)) return link;
    return `<style ${INLINE_HREF_ATTRIBUTE}="${href}">${css}</style>${link.replace(/\/?>$/, " disabled/>")}`;
  });
}

function deferAppModules(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, open = "", body = "", close = ""] = script;
  const routes = [...body.matchAll(ROUTE_IMPORT)].map(([, name = "", href = ""]) => ({ name, href }));
  if (routes.length === 0 || !ENTRY_IMPORT.test(body)) return html;

  const before = html.slice(0, script.index);
  const preloads = before.match(MODULE_PRELOAD) ?? [];
  const firstPreload = before.search(MODULE_PRELOAD);
  const withoutPreloads =
    firstPreload < 0
      ? before
      : `${before.slice(0, firstPreload)}<template ${AFTER_FIRST_PAINT_ATTRIBUTE}>${preloads.join("")}</template>${before
          .slice(firstPreload)
          .replace(MODULE_PRELOAD, "")}`;
  const deferred = [
    AFTER_FIRST_PAINT,
    `const preloads = document.querySelector("template[${AFTER_FIRST_PAINT_ATTRIBUTE}]");`,
    "if (preloads) document.head.append(preloads.content);",
    `const [${routes.map((route) => route.name).join(", ")}] = await Promise.all([${routes
      .map((route) => `import(${JSON.stringify(route.href)})`)
      .join(", ")}]);`,
    body.replace(ROUTE_IMPORT, "").trim(),
  ].join("\n");
  return `${withoutPreloads}${open}${deferred}${close}${html.slice(script.index + whole.length)}`;
}

/**
 * In the browser: an inline stylesheet lives as long as its (disabled) link, which React removes when
 * a navigation leaves the route that imported it; a link React only moves stays, and so does its copy.
 */
export function followStylesheetLinks(document: Document): void {
  const dropped = (node: Node): node is HTMLLinkElement =>
    node instanceof HTMLLinkElement && node.rel === "stylesheet" && !node.isConnected;
  new MutationObserver((records) => {
    for (const record of records) {
      for (const link of [...record.removedNodes].filter(dropped)) {
        for (const style of document.querySelectorAll(`style[${INLINE_HREF_ATTRIBUTE}]`)) {
          if (style.getAttribute(INLINE_HREF_ATTRIBUTE) === link.getAttribute("href")) style.remove();
        }
      }
    }
  }).observe(document.head, { childList: true });
}
