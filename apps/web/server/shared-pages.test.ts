import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { resolveLocale } from "@quillspin/contracts";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readLocaleCookie } from "../app/locale/locale-cookie";
import { cspNonceContext, requestContext } from "../app/request-context";
import { RENDERED_PAGE_CACHE_CONTROL } from "./cache-policy";
import type { SecurityManifest } from "./security-headers";
import { createSharedPages } from "./shared-pages";

const settings = { siteUrl: "http://localhost:3000", apiBaseUrl: "http://localhost:4000/v1" };
const security: SecurityManifest = {
  settings,
  files: { "X-Content-Type-Options": "nosniff", "Content-Security-Policy": "script-src 'self'" },
  pages: {},
};

/**
 * A stand-in for React Router that writes into the page everything a visitor could make it depend
 * on, so a shared answer given to the wrong visitor shows.
 */
let renders = 0;
async function render(request: Request, context: RouterContextProvider): Promise<Response> {
  renders++;
  const nonce = context.get(cspNonceContext);
  const url = new URL(request.url);
  if (url.pathname.endsWith(".data")) {
    return new Response(`[${JSON.stringify(request.headers.get("cookie"))}]`, {
      headers: { "Content-Type": "text/x-script" },
    });
  }
  // The page's language as the root loader and the API client read it, and the raw cookies besides.
  const cookie = request.headers.get("cookie");
  const locale = readLocaleCookie(cookie) ?? resolveLocale(request.headers.get("accept-language"));
  const visitor = `${locale} ${cookie}`;
  const html = `<html><body><p id="visitor">${visitor}</p>${"<p>news</p>".repeat(200)}<script nonce="${nonce}">hydrate()</script></body></html>`;
  return new Response(html, {
    status: url.pathname === "/news/missing" ? 404 : 200,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      ...(url.searchParams.has("flash") ? { "Set-Cookie": `flash=${url.searchParams.get("flash")}` } : {}),
      ...(url.searchParams.has("own") ? { "Cache-Control": url.searchParams.get("own") ?? "" } : {}),
    },
  });
}

const patterns: Record<string, string> = { "/": "/", "/news": "/news", "/news/missing": "/news/:slug" };
const pages = createSharedPages({
  security,
  routePattern: (pathname) => patterns[pathname] ?? "/games",
  render,
  contextFor: (nonce) => requestContext(nonce),
});

let server: Server;
let origin: string;
beforeAll(async () => {
  // What the web server does: shared pages first, the framework (here a marker) for the rest.
  server = createServer((request, response) => {
    const pathname = (request.url ?? "/").split("?")[0] ?? "/";
    const route = pages.routeOf(request, pathname);
    const framework = () => response.writeHead(200, { "X-Answered-By": "framework" }).end();
    if (route === null) return framework();
    pages.answer(request, response, route).then((answered) => answered || framework());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${origin}${path}`, { headers });
const visitorOf = async (response: Response) =>
  (await response.text()).match(/<p id="visitor">([^<]*)</)?.[1];

describe("shared pages", () => {
  it("renders once for visitors whose requests cannot change the page", async () => {
    pages.clear();
    renders = 0;
    const first = await get("/news", { cookie: "cookie_consent=necessary" });
    const second = await get("/news", {
      cookie: "cookie_consent=necessary|recently_viewed; age_confirmed=1",
    });
    expect(await visitorOf(first)).toBe("en cookie_consent=necessary");
    expect(await visitorOf(second)).toBe("en cookie_consent=necessary");
    expect(renders).toBe(1);
  });

  it("keys answers on the locale cookie and the language asked for", async () => {
    pages.clear();
    renders = 0;
    const chosen = await visitorOf(await get("/news", { cookie: "locale=en" }));
    const asked = await visitorOf(await get("/news", { "accept-language": "fr-FR,fr;q=0.9" }));
    expect([chosen, asked]).toEqual(["en locale=en", "en null"]);
    expect(renders).toBe(2);
    expect(await visitorOf(await get("/news", { cookie: "locale=en" }))).toBe("en locale=en");
    expect(renders).toBe(2);
  });

  it("keys answers on whether the visitor has made a consent choice, which decides the first paint's banner", async () => {
    pages.clear();
    renders = 0;
    const undecided = await visitorOf(await get("/news"));
    const decided = await visitorOf(await get("/news", { cookie: "cookie_consent=necessary" }));
    expect([undecided, decided]).toEqual(["en null", "en cookie_consent=necessary"]);
    expect(renders).toBe(2);
  });

  it("leaves requests with any other cookie or credentials to be rendered for their sender alone", async () => {
    const requests: Record<string, string>[] = [
      { cookie: "staff_session=sealed-a" },
      { cookie: "locale=en; staff_session=sealed-b" },
      { cookie: "some_other_cookie=1" },
      { authorization: "Bearer token" },
    ];
    for (const headers of requests) {
      const response = await get("/news", headers);
      expect(response.headers.get("x-answered-by"), JSON.stringify(headers)).toBe("framework");
    }
  });

  it("gives every HTML answer a fresh nonce that its inline scripts carry, plain or gzip-encoded", async () => {
    pages.clear();
    const nonces = new Set<string>();
    for (const encoding of ["gzip", "identity", "gzip, br", "identity"]) {
      const response = await fetch(`${origin}/`, { headers: { "accept-encoding": encoding } });
      const nonce = response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1] ?? "";
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      nonces.add(nonce);
      // fetch decodes gzip itself; the raw check is in nonced-body.test.ts.
      expect(response.headers.get("content-encoding")).toBe(encoding.startsWith("gzip") ? "gzip" : null);
      expect(response.headers.get("etag")).toBeNull();
      const scripts = [...(await response.text()).matchAll(/<script nonce="([^"]+)">/g)].map(
        (match) => match[1],
      );
      expect(scripts).toEqual([nonce]);
    }
    expect(nonces.size).toBe(4);
  });

  it("answers a client navigation's data with a validator and 304, and brotli when asked", async () => {
    const first = await get("/news.data", { "accept-encoding": "br" });
    expect(first.headers.get("content-encoding")).toBe("br");
    expect(await first.text()).toBe("[null]");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await get("/news.data", { "if-none-match": etag });
    expect(again.status).toBe(304);
  });

  it("never keeps an answer that sets a cookie or is not a 200", async () => {
    pages.clear();
    renders = 0;
    const flashed = await get("/news?flash=saved");
    expect(flashed.headers.get("set-cookie")).toBe("flash=saved");
    const next = await get("/news?flash=saved");
    expect(next.headers.get("set-cookie")).toBe("flash=saved");
    expect(renders).toBe(2);
    expect((await get("/news/missing")).status).toBe(404);
    expect((await get("/news/missing")).status).toBe(404);
    expect(renders).toBe(4);
    expect(pages.cache.size).toBe(0);
  });

  it("states what a shared cache downstream may do: keep no page, keep data but ask each time", async () => {
    pages.clear();
    // A page carries this answer's nonce: no shared cache may keep it, the browser asks before reuse.
    expect((await get("/news")).headers.get("cache-control")).toBe(RENDERED_PAGE_CACHE_CONTROL);
    expect(RENDERED_PAGE_CACHE_CONTROL).toBe("private, no-cache");
    // A client navigation's data is everybody's, revalidated by its ETag so news shows within 5 s.
    expect((await get("/news.data")).headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    // An answer that set a cookie is its visitor's alone, whatever its body.
    expect((await get("/news?flash=kept")).headers.get("cache-control")).toBe(RENDERED_PAGE_CACHE_CONTROL);
    // What a route says for itself stands.
    expect((await get("/news?own=no-cache")).headers.get("cache-control")).toBe("no-cache");
  });

  it("answers HEAD from the GET's render without a body", async () => {
    pages.clear();
    const head = await fetch(`${origin}/`, { method: "HEAD", headers: { "accept-encoding": "identity" } });
    expect(head.status).toBe(200);
    const page = await get("/", { "accept-encoding": "identity" });
    expect(head.headers.get("content-length")).toBe(String((await page.arrayBuffer()).byteLength));
    expect(await head.text()).toBe("");
  });

  it("is not used for other routes or methods", async () => {
    expect((await get("/games")).headers.get("x-answered-by")).toBe("framework");
    expect((await fetch(`${origin}/news`, { method: "POST" })).headers.get("x-answered-by")).toBe(
      "framework",
    );
  });
});
