import type { FastifyReply, FastifyRequest } from "fastify";
import type { CatalogueAnswer } from "./catalogue-answers";

/**
 * A lobby or a browser may reuse an answer for a minute without asking, then keeps showing it while
 * it revalidates in the background (a 304 costs a few hundred bytes) and through an API outage. A
 * deploy that changes a game therefore reaches every lobby within about a minute of its next look.
 */
export const CATALOGUE_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=600, stale-if-error=86400";

/** Whether an `If-None-Match` list names this ETag (weak comparison, as RFC 9110 asks for it). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  for (const candidate of ifNoneMatch.split(",")) {
    const tag = candidate.trim();
    if (tag === "*" || tag === etag || (tag.startsWith("W/") && tag.slice(2) === etag)) return true;
  }
  return false;
}

/** Adds to `Vary` what the CORS plugin already put there rather than replacing it. */
function varyOn(reply: FastifyReply, field: string): void {
  const current = reply.getHeader("vary");
  const fields = typeof current === "string" && current ? current.split(/\s*,\s*/) : [];
  if (!fields.some((name) => name.toLowerCase() === field.toLowerCase())) fields.push(field);
  reply.header("vary", fields.join(", "));
}

/**
 * Sends a held answer: its bytes, or 304 when the caller already has them. The answer is keyed by
 * the `Language` header's locale, so shared caches are told to key by it too.
 */
export function sendCatalogueAnswer(request: FastifyRequest, reply: FastifyReply, answer: CatalogueAnswer) {
  reply.header("etag", answer.etag).header("cache-control", CATALOGUE_CACHE_CONTROL);
  varyOn(reply, "Language");
  if (matchesEtag(request.headers["if-none-match"], answer.etag)) return reply.code(304).send();
  return reply.header("content-type", "application/json; charset=utf-8").send(answer.body);
}

/** The fast path's key: the locale the request resolved to and its URL as sent. */
export function requestKey(request: FastifyRequest): string {
  return `${request.locale} ${request.url}`;
}
