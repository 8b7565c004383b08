import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

/** A content coding the site sends; `null` is the bytes as they are. */
export type Coding = "br" | "gzip" | null;

/** The codings an `Accept-Encoding` header accepts (q > 0), read once per request. */
export function acceptedCodings(header: string | undefined): { br: boolean; gzip: boolean } {
  const accepted = { br: false, gzip: false };
  if (!header) return accepted;
  for (const part of header.split(",")) {
    const [name = "", ...parameters] = part.split(";");
    const coding = name.trim().toLowerCase();
    if (coding !== "br" && coding !== "gzip" && coding !== "*") continue;
    const q = parameters.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith("q="));
    const wanted = q === undefined || Number(q.slice(2)) > 0;
    if (coding === "*") {
      accepted.br ||= wanted;
      accepted.gzip ||= wanted;
    } else accepted[coding] = wanted;
  }
  return accepted;
}

/** A strong validator of exactly these bytes. */
export const strongEtag = (bytes: Buffer): string =>
  `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;

/** Whether a conditional GET may be answered 304 (RFC 9110 section 13.2.2: If-None-Match wins). */
export function notModified(
  request: IncomingMessage,
  etag: string | null,
  modifiedSeconds: number | null,
): boolean {
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch !== undefined) {
    if (etag === null) return false;
    const bare = etag.replace(/^W\//, "");
    return ifNoneMatch
      .split(",")
      .some((candidate) => candidate.trim() === "*" || candidate.trim().replace(/^W\//, "") === bare);
  }
  const since = request.headers["if-modified-since"];
  if (since === undefined || modifiedSeconds === null) return false;
  const date = Date.parse(since);
  return !Number.isNaN(date) && modifiedSeconds <= Math.floor(date / 1000);
}

/**
 * Writes a buffered answer: `headers` as a flat name, value list (computed once per file or page),
 * the length of `chunks`, and no body for HEAD.
 */
export function writeAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  headers: readonly string[],
  chunks: readonly Buffer[],
): void {
  let length = 0;
  for (const chunk of chunks) length += chunk.length;
  response.writeHead(status, [...headers, "Content-Length", String(length)]);
  if (request.method === "HEAD") {
    response.end();
    return;
  }
  if (chunks.length === 1) {
    response.end(chunks[0]);
    return;
  }
  response.cork();
  for (const chunk of chunks) response.write(chunk);
  response.end();
}
