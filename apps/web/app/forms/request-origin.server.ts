import { data } from "react-router";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a back-office request may change anything. The staff cookie is SameSite=Strict, so no
 * other site can make the browser send it; this is the second lock: a post must come from the site's
 * own pages, as the browser states in `Sec-Fetch-Site` and `Origin`. A client that sends neither
 * (no browser) has no staff cookie to abuse.
 */
export function isSameOriginPost(request: Request, siteOrigins: readonly string[]): boolean {
  if (READS.has(request.method)) return true;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null && fetchSite !== "same-origin") return false;
  const origin = request.headers.get("origin");
  return origin === null || siteOrigins.includes(origin);
}

/** Answers 403 to a cross-site post to the back office, before it is read. */
export function refuseCrossSitePost(request: Request, siteOrigins: readonly string[]): void {
  if (!isSameOriginPost(request, siteOrigins)) {
    throw data("This form was sent from another site. Open the back office and send it again.", {
      status: 403,
    });
  }
}
