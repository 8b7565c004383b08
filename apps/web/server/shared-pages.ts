import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { resolveLocale } from "@quillspin/contracts";
import { parse as parseCookies } from "cookie";
import { isbot } from "isbot";
import type { RouterContextProvider } from "react-router";
import { CONSENT_COOKIE, parseConsent } from "../app/consent/consent";
import { declaredCookie, readCookie } from "../app/cookies/cookies";
import { readLocaleCookie } from "../app/locale/locale-cookie";
import { RENDERED_PAGE_CACHE_CONTROL, SHARED_DATA_CACHE_CONTROL } from "./cache-policy";
import { acceptedCodings, notModified, strongEtag, writeAnswer } from "./http-answer";
import { cutAtNonce, gzipWithNonce, type NoncedBody, withNonce } from "./nonced-body";
import { createPageCache, type PageCache, type Rendered } from "./page-cache";
import { contentSecurityPolicy, createNonce, type SecurityManifest } from "./security-headers";

/**
 * Pages fed by the news and the roadmap (and their `.data` answers to client navigations), rendered
 * once and shared by every visitor whose request cannot change them (decision 0025).
 */
export const SHARED_PAGE_ROUTES: ReadonlySet<string> = new Set([
  "/",
  "/news",
  "/news/:slug",
  "/roadmap",
  "/news/rss.xml",
  "/sitemap.xml",
]);

/**
 * How long a shared page is served without a render: the staleness bound when no announcement of a
 * change arrives (no Redis, or a change made outside the API's desk), inside decision 0018's 5 seconds.
 */
export const SHARED_PAGE_TTL_MS = 3_000;
const MAX_CACHED_BYTES = 32 * 1024 * 1024;
/** Bigger answers are rendered for each request. */
const MAX_PAGE_BYTES = 4 * 1024 * 1024;

/**
 * Cookies no shared page reads on the server: a request with only these (and the locale, which is in
 * the key) gets the shared answer. Any other cookie (the staff session, a cookie the site does not
 * know) and the request is rendered for its sender alone.
 */
const IGNORED_COOKIES = new Set(
  ["cookie_consent", "age_confirmed", "recently_viewed", "game_list_preferences"].map(
    (id) => declaredCookie(id).name,
  ),
);
const LOCALE_COOKIE = declaredCookie("locale").name;
/** A Host header the page's address can be built from; anything else is not shared. */
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** A rendered answer as kept: the render's own headers, its body with the nonce's places. */
export interface SharedPage {
  status: number;
  route: string;
  /** The render's headers, flat, without the ones every answer computes. */
  headers: string[];
  body: NoncedBody;
  /** Whole encodings and a validator, for bodies without a nonce (`.data`, feeds). */
  whole: { etag: string; br: Buffer; gzip: Buffer } | null;
  /** It sets a cookie: only the request it was rendered for may have it. */
  personal: boolean;
}

/** Headers an answer computes itself, never copied from a render. */
const OWN_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "content-security-policy",
  "x-request-id",
  "etag",
  "vary",
]);

export type RenderPage = (request: Request, context: RouterContextProvider) => Promise<Response>;

export interface SharedPagesOptions {
  security: SecurityManifest;
  /** The route pattern of a path, once the server build is loaded. */
  routePattern: (pathname: string) => string;
  render: RenderPage;
  /** The React Router context of one render, given that render's nonce. */
  contextFor: (nonce: string) => RouterContextProvider;
  ttlMs?: number;
}

export interface SharedPages {
  /** The route label when `request` may be answered from the shared cache, otherwise null. */
  routeOf(request: IncomingMessage, pathname: string): string | null;
  /**
   * Answers from the cache or a render it then keeps; false when the request must go to the
   * framework after all (someone else's render set a cookie).
   */
  answer(request: IncomingMessage, response: ServerResponse, route: string): Promise<boolean>;
  clear(): void;
  readonly cache: PageCache<SharedPage>;
}

/** Every part of a request a shared page may depend on; null when it may depend on more. */
function keyOf(request: IncomingMessage): string | null {
  const { host, cookie, authorization } = request.headers;
  if (authorization !== undefined || host === undefined || !HOST.test(host)) return null;
  if (cookie) {
    for (const name of Object.keys(parseCookies(cookie))) {
      if (name !== LOCALE_COOKIE && !IGNORED_COOKIES.has(name)) return null;
    }
  }
  // The page's language (root loader) and the API's (server-api.server.ts) come from these two.
  const locale = readLocaleCookie(cookie) ?? "";
  const accepted = resolveLocale(request.headers["accept-language"]);
  // Crawlers get the whole document at once (entry.server.tsx), browsers a streamed one.
  const userAgent = request.headers["user-agent"];
  const bot = userAgent !== undefined && isbot(userAgent) ? "bot" : "";
  // A visitor who has not chosen yet gets the consent banner in the page's first paint (root loader).
  const consent = parseConsent(readCookie(cookie, CONSENT_COOKIE)) === null ? "ask" : "chosen";
  return `${host} ${request.url} ${locale} ${accepted} ${bot} ${consent}`;
}

export function createSharedPages({
  security,
  routePattern,
  render,
  contextFor,
  ttlMs = SHARED_PAGE_TTL_MS,
}: SharedPagesOptions): SharedPages {
  const cache = createPageCache<SharedPage>({ ttlMs, maxBytes: MAX_CACHED_BYTES });
  const { "Content-Security-Policy": filesPolicy = "", ...base } = security.files;
  const baseHeaders = Object.entries(base).flat();
  const [policyHead = "", policyTail = ""] = contentSecurityPolicy(security.settings, ["'nonce-\0'"]).split(
    "\0",
  );

  async function renderPage(request: IncomingMessage, route: string): Promise<Rendered<SharedPage>> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === "string") headers.set(name, value);
      else if (value) for (const item of value) headers.append(name, item);
    }
    // A HEAD is answered from the GET's render, so the two never differ but for the body.
    const fetchRequest = new Request(`http://${request.headers.host}${request.url}`, {
      method: "GET",
      headers,
    });
    const nonce = createNonce();
    const response = await render(fetchRequest, contextFor(nonce));
    const bytes = Buffer.from(await response.arrayBuffer());
    const kept: string[] = [];
    for (const [name, value] of response.headers) {
      if (!OWN_HEADERS.has(name)) kept.push(name, value);
    }
    const cacheControl = response.headers.get("cache-control") ?? "";
    const personal = response.headers.has("set-cookie");
    const body = cutAtNonce(bytes, nonce);
    // What a shared cache downstream may do, unless the route said (cache-policy.ts): a page with a
    // nonce, or one that set a cookie, is this answer's alone; a body without either is everybody's.
    if (!cacheControl) {
      const everybodys = body.pieces.length === 1 && !personal;
      kept.push("Cache-Control", everybodys ? SHARED_DATA_CACHE_CONTROL : RENDERED_PAGE_CACHE_CONTROL);
    }
    const whole =
      body.pieces.length === 1
        ? {
            etag: strongEtag(bytes),
            gzip: gzipSync(bytes, { level: 6 }),
            br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
          }
        : null;
    return {
      value: { status: response.status, route, headers: kept, body, whole, personal },
      storable:
        response.status === 200 &&
        !personal &&
        !/\b(private|no-store)\b/i.test(cacheControl) &&
        bytes.length <= MAX_PAGE_BYTES,
      bytes: bytes.length * 2 + (whole ? whole.gzip.length + whole.br.length : 0),
    };
  }

  function send(request: IncomingMessage, response: ServerResponse, page: SharedPage) {
    const accepts = acceptedCodings(request.headers["accept-encoding"]);
    const headers = [...baseHeaders, ...page.headers, "Vary", "Accept-Encoding"];
    if (page.whole) {
      headers.push("Content-Security-Policy", filesPolicy, "ETag", page.whole.etag);
      if (page.status === 200 && notModified(request, page.whole.etag, null)) {
        response.writeHead(304, headers);
        response.end();
        return;
      }
      const coding = accepts.br ? "br" : accepts.gzip ? "gzip" : null;
      if (coding) headers.push("Content-Encoding", coding);
      const bytes = coding ? page.whole[coding] : (page.body.pieces[0] as Buffer);
      writeAnswer(request, response, page.status, headers, [bytes]);
      return;
    }
    // Every answer its own nonce, never a validator: a 304 would keep the nonce of an earlier answer.
    const nonce = createNonce();
    headers.push("Content-Security-Policy", `${policyHead}${nonce}${policyTail}`);
    if (accepts.gzip) {
      headers.push("Content-Encoding", "gzip");
      writeAnswer(request, response, page.status, headers, gzipWithNonce(page.body, nonce));
    } else {
      writeAnswer(request, response, page.status, headers, withNonce(page.body, nonce));
    }
  }

  return {
    cache,
    routeOf(request, pathname) {
      if (request.method !== "GET" && request.method !== "HEAD") return null;
      const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
      const route = routePattern(page);
      return SHARED_PAGE_ROUTES.has(route) ? route : null;
    },
    async answer(request, response, route) {
      const key = keyOf(request);
      if (key === null) return false;
      let renderedHere = false;
      const rendered = await cache.getOrRender(key, () => {
        renderedHere = true;
        return renderPage(request, route);
      });
      if (rendered.value.personal && !renderedHere) return false;
      send(request, response, rendered.value);
      return true;
    },
    clear: () => cache.clear(),
  };
}
