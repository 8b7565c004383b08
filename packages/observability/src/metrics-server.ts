import { timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { Registry } from "prom-client";

export interface MetricsListener {
  /** Interface to bind: loopback unless a scraper on another machine needs it. */
  host: string;
  /** 0 means metrics are off. */
  port: number;
  /** When set, every scrape must send `Authorization: Bearer <token>`. */
  token?: string | null;
}

function carriesToken(request: IncomingMessage, token: string): boolean {
  const match = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? "");
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Serves a registry at `/metrics` on a port of its own, so scrapers never queue behind visitors'
 * requests and the public port never exposes internals. Process and traffic figures help an attacker
 * too, so the listener is meant for loopback or a private network, and a bearer token can guard it
 * where the network alone does not.
 */
export async function serveMetrics(
  registry: Registry,
  { host, port, token }: MetricsListener,
): Promise<Server | null> {
  if (port === 0) return null;
  const server = createServer(async (request, response) => {
    if (request.url !== "/metrics" || (request.method !== "GET" && request.method !== "HEAD")) {
      response.writeHead(404).end();
      return;
    }
    if (token && !carriesToken(request, token)) {
      response.writeHead(401, { "www-authenticate": 'Bearer realm="metrics"' }).end();
      return;
    }
    try {
      const body = await registry.metrics();
      response.writeHead(200, { "content-type": registry.contentType }).end(body);
    } catch (error) {
      response.writeHead(500, { "content-type": "text/plain" }).end(String(error));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  return server;
}
