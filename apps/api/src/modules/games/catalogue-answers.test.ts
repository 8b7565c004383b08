import { createHash } from "node:crypto";
import { gameRecords } from "@quillspin/content";
import { apiErrorSchema } from "@quillspin/contracts";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, TEST_SITE_ORIGIN } from "../../../test/app";
import type { App } from "../../app";
import { seedCatalogue } from "../../db/seed";
import { CatalogueAnswers, normalisedQuery } from "./catalogue-answers";
import { CATALOGUE_CACHE_CONTROL, matchesEtag } from "./catalogue-reply";

const LIST = "/v1/games?limit=50&sort=a_z";
const first = gameRecords[0];
if (!first) throw new Error("the catalogue has no games");

/** The headers every answer carries, cached or not, beside the catalogue's own. */
const HARDENING = [
  "content-security-policy",
  "x-content-type-options",
  "x-frame-options",
  "cross-origin-resource-policy",
  "referrer-policy",
];

function sha256(body: string): string {
  return createHash("sha256").update(body).digest("base64url");
}

function expectCatalogueHeaders(response: LightMyRequestResponse) {
  expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
  expect(response.headers["cache-control"]).toBe(CATALOGUE_CACHE_CONTROL);
  expect(String(response.headers.vary).split(", ")).toEqual(expect.arrayContaining(["Origin", "Language"]));
  for (const name of HARDENING) expect(response.headers[name], name).toBeTruthy();
  expect(response.headers["content-language"]).toBe("en");
  expect(response.headers["x-request-id"]).toBeTruthy();
}

describe("catalogue answers from memory", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  beforeEach(async () => {
    await seedCatalogue(app.database.db);
    app.catalogueAnswers.clear();
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });

  it("gives each answer a strong ETag, the hash of its bytes, the same on every request", async () => {
    const computed = await get(LIST);
    const remembered = await get(LIST);
    expect(computed.statusCode).toBe(200);
    expect(remembered.body).toBe(computed.body);
    expect(computed.headers.etag).toBe(`"${sha256(computed.body).slice(0, 32)}"`);
    expect(remembered.headers.etag).toBe(computed.headers.etag);
    expect(app.catalogueAnswers.stats.answers).toBe(1);
  });

  it("gives another instance on the same catalogue the same ETag", async () => {
    const other = await buildTestApp();
    try {
      const [mine, theirs] = await Promise.all([get(LIST), other.inject({ method: "GET", url: LIST })]);
      expect(theirs.headers.etag).toBe(mine.headers.etag);
    } finally {
      await other.close();
    }
  });

  it("answers 304 without a body when If-None-Match names the ETag, in any form a client sends", async () => {
    const { headers } = await get(LIST);
    const etag = String(headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`, "*"]) {
      const response = await get(LIST, { "if-none-match": ifNoneMatch, "x-request-id": "lobby-0001" });
      expect(response.statusCode, ifNoneMatch).toBe(304);
      expect(response.body).toBe("");
      expectCatalogueHeaders(response);
      expect(response.headers.etag).toBe(etag);
      expect(response.headers["x-request-id"]).toBe("lobby-0001");
    }
    const changed = await get(LIST, { "if-none-match": '"an-older-catalogue"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).not.toBe("");
  });

  it("answers 304 on the first request for a URL too, before anything is held for it", async () => {
    const { headers } = await get("/v1/games/entities");
    app.catalogueAnswers.clear();
    const response = await get("/v1/games/entities", { "if-none-match": String(headers.etag) });
    expect(response.statusCode).toBe(304);
  });

  it("gives different queries different bodies and ETags, and one query written differently one answer", async () => {
    const answers = await Promise.all(
      [
        LIST,
        "/v1/games?limit=50&sort=z_a",
        "/v1/games?limit=5&sort=a_z",
        "/v1/games?limit=50&sort=a_z&volatility=high",
        "/v1/games/entities",
        `/v1/games/${first.slug}`,
      ].map((url) => get(url)),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(answers.length);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(answers.length);

    const spellings = await Promise.all(
      [
        "/v1/games?volatility=high&volatility=low&sort=a_z",
        "/v1/games?sort=a_z&volatility=low&volatility=high",
        "/v1/games?sort=a_z&volatility=low&volatility=high&volatility=low&page=1",
        "/v1/games?sort=a_z&volatility=high&volatility=low&utm_source=lobby",
      ].map((url) => get(url)),
    );
    expect(new Set(spellings.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(new Set(spellings.map((answer) => answer.body)).size).toBe(1);
  });

  it("serves a repeated request from memory: rows changed under the running API show after a restart", async () => {
    const before = await get(`/v1/games/${first.slug}`);
    await app.database.db.execute(`update games set name = 'Renamed in place' where slug = '${first.slug}'`);
    const held = await get(`/v1/games/${first.slug}`);
    expect(held.body).toBe(before.body);
    // A deploy restarts the process, which starts with nothing held; clear() is that restart here.
    app.catalogueAnswers.clear();
    const fresh = await get(`/v1/games/${first.slug}`);
    expect(fresh.json().data.name).toBe("Renamed in place");
    expect(fresh.headers.etag).not.toBe(before.headers.etag);
  });

  it("carries the same headers on a held answer as on a computed one, CORS and the request id included", async () => {
    const headers = { origin: TEST_SITE_ORIGIN, "x-request-id": "lobby-0002" };
    const computed = await get(LIST, headers);
    const held = await get(LIST, headers);
    for (const response of [computed, held]) {
      expectCatalogueHeaders(response);
      expect(response.headers["access-control-allow-origin"]).toBe(TEST_SITE_ORIGIN);
      expect(response.headers["x-request-id"]).toBe("lobby-0002");
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    }
    expect(Object.keys(held.headers).sort()).toEqual(Object.keys(computed.headers).sort());
    const foreign = await get(LIST, { origin: "https://elsewhere.example" });
    expect(foreign.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("still refuses a bad query with 400 naming the field, whatever is held for its path", async () => {
    await get(LIST);
    for (const [url, field] of [
      ["/v1/games?limit=0&sort=a_z", "querystring.limit"],
      ["/v1/games?limit=50&sort=sideways", "querystring.sort"],
      ["/v1/games?limit=50&sort=a_z&volatility=extreme", "querystring.volatility"],
      [`/v1/games/${first.slug}?locale=xx`, "querystring.locale"],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(apiErrorSchema.parse(response.json()).message).toMatch(new RegExp(`^${field}: `));
    }
  });

  it("answers an unknown game 404 every time and holds nothing for it", async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await get("/v1/games/no-such-game");
      expect(response.statusCode).toBe(404);
      expect(response.headers.etag).toBeUndefined();
    }
    expect(app.catalogueAnswers.stats.answers).toBe(0);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const got = await get(LIST);
    const head = await app.inject({ method: "HEAD", url: LIST });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers.etag).toBe(got.headers.etag);
  });

  it("counts held answers in the metrics under their route", async () => {
    await get(LIST);
    await get(LIST);
    await get(LIST, { "if-none-match": "*" });
    const text = await app.metrics.registry.metrics();
    const count = (status: number) =>
      Number(
        text
          .split("\n")
          .find(
            (line) =>
              line.startsWith("http_requests_total{") &&
              line.includes('route="/v1/games"') &&
              line.includes(`status="${status}"`),
          )
          ?.split(" ")
          .pop() ?? 0,
      );
    expect(count(200)).toBeGreaterThanOrEqual(2);
    expect(count(304)).toBeGreaterThanOrEqual(1);
  });
});

describe("catalogue answers with no memory budget", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ catalogueCacheBytes: 0 });
  });
  beforeEach(() => seedCatalogue(app.database.db));
  afterAll(() => app.close());

  it("reads the database on every request and still validates with ETags", async () => {
    const url = `/v1/games/${first.slug}`;
    const before = await app.inject({ method: "GET", url });
    await app.database.db.execute(`update games set name = 'Renamed again' where slug = '${first.slug}'`);
    const after = await app.inject({ method: "GET", url });
    expect(after.json().data.name).toBe("Renamed again");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const revalidated = await app.inject({
      method: "GET",
      url,
      headers: { "if-none-match": String(after.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(app.catalogueAnswers.stats).toEqual({ answers: 0, bytes: 0, urls: 0 });
  });
});

describe("CatalogueAnswers", () => {
  const json = (size: number) => async () => JSON.stringify("x".repeat(size));

  it("computes a query once however many requests ask for it at the same time", async () => {
    const answers = new CatalogueAnswers(1024 * 1024);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return "{}";
    };
    const all = await Promise.all(
      Array.from({ length: 10 }, (_, index) => answers.answer("q", `/url-${index}`, compute)),
    );
    expect(computed).toBe(1);
    expect(new Set(all.map((answer) => answer?.etag)).size).toBe(1);
    expect(answers.forUrl("/url-7")?.etag).toBe(all[0]?.etag);
  });

  it("stays within its byte budget, dropping the least recently used answer first", async () => {
    const answers = new CatalogueAnswers(3000);
    await answers.answer("a", "/a", json(900));
    await answers.answer("b", "/b", json(900));
    await answers.answer("c", "/c", json(900));
    expect(answers.forUrl("/a")).toBeDefined();
    await answers.answer("d", "/d", json(900));
    expect(answers.stats.bytes).toBeLessThanOrEqual(3000);
    expect(answers.forUrl("/a")).toBeDefined();
    expect(answers.forUrl("/b")).toBeUndefined();
    expect(answers.forUrl("/d")).toBeDefined();
    await answers.answer("huge", "/huge", json(5000));
    expect(answers.forUrl("/huge")).toBeUndefined();
  });

  it("forgets a failed computation so the next request tries again", async () => {
    const answers = new CatalogueAnswers(1024);
    await expect(answers.answer("q", "/q", () => Promise.reject(new Error("database down")))).rejects.toThrow(
      "database down",
    );
    expect((await answers.answer("q", "/q", async () => "{}"))?.body.toString()).toBe("{}");
  });

  it("normalises a query: field order, repeated and reordered filter values mean the same", () => {
    expect(normalisedQuery({ sort: "a_z", type: ["b", "a", "b"], page: 1, q: undefined })).toBe(
      normalisedQuery({ page: 1, type: ["a", "b"], sort: "a_z" }),
    );
    expect(normalisedQuery({ page: 1 })).not.toBe(normalisedQuery({ page: 2 }));
  });

  it("matches If-None-Match lists with the weak comparison", () => {
    expect(matchesEtag('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('"a"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
    expect(matchesEtag("*", '"b"')).toBe(true);
  });
});
