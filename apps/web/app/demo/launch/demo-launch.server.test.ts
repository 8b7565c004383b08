import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApiClient } from "../../api/api-client";
import { fetchDemoAddress } from "./demo-launch.server";

const GAME_URL = "http://127.0.0.1:3555/demo/squid-gold-x2/play?session=0f8c1c52-3f4e-4a57-9d7e-0a4d2b1c9e11";

/** A small API on a real port whose answer for each game the test picks. */
let server: Server;
let baseUrl: string;
const requests: { url: string; language: string | undefined }[] = [];
const answers: Record<string, { status: number; body: unknown }> = {
  "squid-gold-x2": { status: 200, body: { game_url: GAME_URL } },
  "unknown-game": { status: 404, body: { statusCode: 404, error: "Not Found", message: "Game not found" } },
  "resting-game": {
    status: 503,
    body: { statusCode: 503, error: "Service Unavailable", message: "Resting" },
  },
  "odd-answer": { status: 200, body: { data: { game_url: GAME_URL } } },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push({ url: request.url ?? "", language: request.headers.language as string | undefined });
    const url = new URL(request.url ?? "/", "http://api.test");
    const slug = /^\/v1\/games\/([^/]+)\/demo$/.exec(url.pathname)?.[1] ?? "";
    const refused = !["uk", "mt", "com", null].includes(url.searchParams.get("jurisdiction"));
    const answer = refused
      ? { status: 400, body: { statusCode: 400, error: "Bad Request", message: "querystring.jurisdiction" } }
      : (answers[decodeURIComponent(slug)] ?? { status: 500, body: {} });
    response.writeHead(answer.status, { "content-type": "application/json" });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const api = () => createApiClient({ baseUrl, sleep: async () => {} });

describe("the launch page's demo address", () => {
  it("is the API's game_url, asked for with the Language header", async () => {
    requests.length = 0;
    await expect(fetchDemoAddress(api(), "squid-gold-x2")).resolves.toEqual({ kind: "ready", url: GAME_URL });
    expect(requests).toEqual([{ url: "/v1/games/squid-gold-x2/demo", language: "en" }]);
  });

  it("asks for the RTP version and jurisdiction profile of the launch, and tells a refused one apart", async () => {
    requests.length = 0;
    await expect(fetchDemoAddress(api(), "squid-gold-x2", { rtp: 94, jurisdiction: "uk" })).resolves.toEqual({
      kind: "ready",
      url: GAME_URL,
    });
    expect(requests).toEqual([
      { url: "/v1/games/squid-gold-x2/demo?rtp=94&jurisdiction=uk", language: "en" },
    ]);
    await expect(fetchDemoAddress(api(), "squid-gold-x2", { jurisdiction: "de" })).resolves.toEqual({
      kind: "refused",
    });
  });

  it("tells an unknown game apart from a failure", async () => {
    await expect(fetchDemoAddress(api(), "unknown-game")).resolves.toEqual({ kind: "unknown-game" });
  });

  it("fails after the one retry when the API is unavailable, and logs it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    requests.length = 0;
    // The page toasts what the API said, as after a call of its own (site.md section 8).
    await expect(fetchDemoAddress(api(), "resting-game")).resolves.toEqual({
      kind: "failed",
      toast: "503: Resting",
    });
    expect(requests).toHaveLength(2);
    expect(log.mock.calls[0]?.[0]).toBe("Error get URL game demo");
    log.mockRestore();
  });

  it("fails on an answer without a usable address or with no API at all", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(fetchDemoAddress(api(), "odd-answer")).resolves.toEqual({
      kind: "failed",
      toast: "GET /games/odd-answer/demo answered without an http(s) game_url",
    });
    const nowhere = createApiClient({ baseUrl: "http://127.0.0.1:9/v1", sleep: async () => {} });
    await expect(fetchDemoAddress(nowhere, "squid-gold-x2")).resolves.toEqual({
      kind: "failed",
      toast: expect.stringContaining("fetch failed"),
    });
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });
});
