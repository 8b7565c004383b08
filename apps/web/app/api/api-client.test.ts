import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gameListResponseSchema } from "@quillspin/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ApiContractError, createApiClient } from "./api-client";
import { ApiRequestError } from "./api-request-error";

/** A real HTTP server whose next answers the test scripts, recording what it received. */
let server: Server;
let baseUrl: string;
let script: { status: number; body: unknown }[] = [];
let received: IncomingMessage[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push(request);
    const next = script.shift() ?? { status: 200, body: { ok: true } };
    response.writeHead(next.status, { "content-type": "application/json" });
    response.end(JSON.stringify(next.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  script = [];
  received = [];
});

const noWait = () => Promise.resolve();

describe("createApiClient", () => {
  it("sends the Language header and query parameters to the configured base address", async () => {
    const client = createApiClient({ baseUrl, sleep: noWait });
    await expect(client.get("/games", { page: 2, type: ["slot", "crash"], q: undefined })).resolves.toEqual({
      ok: true,
    });
    expect(received[0]?.url).toBe("/v1/games?page=2&type=slot&type=crash");
    expect(received[0]?.headers.language).toBe("en");
  });

  it("retries a GET once on 503, then succeeds", async () => {
    script = [{ status: 503, body: { message: "busy" } }];
    const client = createApiClient({ baseUrl, sleep: noWait });
    await expect(client.get("/games")).resolves.toEqual({ ok: true });
    expect(received).toHaveLength(2);
  });

  it("gives up after one retry, reports the failure once, then rethrows it", async () => {
    script = [
      { status: 502, body: { statusCode: 502, error: "Bad Gateway", message: "upstream down" } },
      { status: 502, body: { statusCode: 502, error: "Bad Gateway", message: "upstream down" } },
    ];
    const reported: ApiRequestError[] = [];
    const client = createApiClient({ baseUrl, sleep: noWait, onError: (error) => reported.push(error) });
    const failure = await client.get("/games").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).status).toBe(502);
    expect(reported).toEqual([failure]);
    expect(received).toHaveLength(2);
  });

  it("never retries a POST", async () => {
    script = [{ status: 503, body: { message: "busy" } }];
    const client = createApiClient({ baseUrl, sleep: noWait });
    await expect(client.post("/auth/contact", { name: "Ada" })).rejects.toBeInstanceOf(ApiRequestError);
    expect(received).toHaveLength(1);
    expect(received[0]?.headers["content-type"]).toBe("application/json");
  });

  it("does not retry a 404", async () => {
    script = [{ status: 404, body: { statusCode: 404, error: "Not Found", message: "no such game" } }];
    const client = createApiClient({ baseUrl, sleep: noWait });
    await expect(client.get("/games/nope")).rejects.toMatchObject({
      status: 404,
      serverMessage: "no such game",
    });
    expect(received).toHaveLength(1);
  });

  it("reports a network failure with a null status after retrying a GET", async () => {
    const reported: ApiRequestError[] = [];
    const client = createApiClient({
      baseUrl: "http://127.0.0.1:9/v1",
      sleep: noWait,
      onError: (error) => reported.push(error),
    });
    await expect(client.get("/games")).rejects.toMatchObject({ status: null });
    expect(reported).toHaveLength(1);
  });
});

describe("answers checked against the contract", () => {
  const listAnswer = { data: [], meta: { total: 0, page: 1, limit: 12 } };

  it("fails loudly in development when a successful answer breaks its schema, without retrying", async () => {
    script = [{ status: 200, body: { data: [{ slug: 42 }], meta: { total: "one" } } }];
    const reported: ApiRequestError[] = [];
    // The unit tests run outside a production build, so checks are on by default, as in development.
    const client = createApiClient({ baseUrl, sleep: noWait, onError: (error) => reported.push(error) });
    const failure = await client
      .get("/games", undefined, { schema: gameListResponseSchema })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiContractError);
    expect((failure as Error).message).toContain(
      `GET ${baseUrl}/games: the answer does not match its contract`,
    );
    expect((failure as Error).message).toContain("meta.total");
    expect(received).toHaveLength(1);
    expect(reported).toEqual([]);
  });

  it("passes a conforming answer through as the API sent it", async () => {
    script = [{ status: 200, body: listAnswer }];
    const client = createApiClient({ baseUrl, sleep: noWait });
    await expect(client.get("/games", undefined, { schema: gameListResponseSchema })).resolves.toEqual(
      listAnswer,
    );
  });

  it("keeps the plain cast when checks are off, as in production", async () => {
    script = [{ status: 200, body: { data: "not a list" } }];
    const client = createApiClient({ baseUrl, sleep: noWait, checkAnswers: false });
    await expect(client.get("/games", undefined, { schema: gameListResponseSchema })).resolves.toEqual({
      data: "not a list",
    });
  });
});
