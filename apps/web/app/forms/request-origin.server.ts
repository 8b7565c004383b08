const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request may change anything: a post must come from the site's own pages, as the browser
 * states in `Sec-Fetch-Site` and `Origin`. The back office's second lock beside its SameSite=Strict
 * cookie, and the consent banner's form's only one. A client that sends neither is no browser.
 */
export function isSameOriginPost(request: Request, siteOrigins: readonly string[]): boolean {
  if (READS.has(request.method)) return true;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null && fetchSite !== "same-origin") return false;
  const origin = request.headers.get("origin");
  return origin === null || siteOrigins.includes(origin);
}

/** Where a post may come from: the site's public address (`siteUrl`), and the address it was sent to. */
export function siteOriginsOf(request: Request, siteUrl: string): string[] {
  return [new URL(siteUrl).origin, new URL(request.url).origin];
}
