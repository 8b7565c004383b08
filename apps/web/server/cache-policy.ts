import { NEWS_CACHE_CONTROL } from "@quillspin/contracts";

/**
 * What a shared cache (a CDN, a corporate proxy) may do with an answer the site renders, when its
 * route says nothing itself (decision 0025). Prerendered pages and the build's files have their own
 * (`static-files.ts`); back-office pages say `private, no-store` (`staff-session.server.ts`).
 *
 * A rendered page carries a CSP nonce made for that answer alone (decision 11), and may show news a
 * minute old to the next reader: no shared cache may keep it, and a browser asks again before
 * reusing it (back and forward excepted).
 */
export const RENDERED_PAGE_CACHE_CONTROL = "private, no-cache";

/**
 * A shared page's answer without a nonce (`.data`, the feed, the sitemap) is everybody's: a shared
 * cache may keep it, but asks before every use (a 304 from its strong ETag), so an article published
 * or unpublished shows everywhere within 5 seconds (decision 18).
 */
export const SHARED_DATA_CACHE_CONTROL = NEWS_CACHE_CONTROL;
