import { createServer, type Server } from "node:http";
import type { Registry } from "prom-client";

/**
 * Serves a registry at `/metrics` on a port of its own, so scrapers never queue behind visitors'
 * requests and the public port never exposes internals. Port 0 means metrics are off.
 */
export async function serveMetrics(registry: Registry, host: string, port: number): Promise<Server | null> {
  if (port === 0) return null;
  const server = createServer(async (request, response) => {
    if (request.url !== "/metrics" || (request.method !== "GET" && request.method !== "HEAD")) {
      response.writeHead(404).end();
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
