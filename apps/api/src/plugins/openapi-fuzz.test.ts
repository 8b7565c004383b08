import { apiErrorSchema } from "@quillspin/contracts";
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app";
import { signedIn, uniqueAddress } from "../../test/support/accounts";
import type { App } from "../app";
import { seedCatalogue } from "../db/seed";
import { seedNews } from "../modules/news/news.seed";
import { walletErrorSchema } from "../modules/operator/operator.schemas";

/**
 * Reads the API's own OpenAPI document and sends every operation generated malformed input, as
 * every kind of caller, asserting that nothing answers 5xx or hangs. Values are built from each
 * operation's schemas, so some requests pass validation and reach the handlers and the database,
 * and the rest break the schema in every way a client can: wrong types, missing and extra fields,
 * huge and deeply nested values, unstorable characters, hostile strings, broken JSON and bodies of
 * the wrong type. FUZZ_SEED replays a run; FUZZ_RUNS changes its length.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
/** About a minute per database on a busy 2-core machine. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
/** Longest a single answer may take on a loaded machine before it counts as a hang. */
const ANSWER_WITHIN_MS = 15_000;

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
}

interface Parameter {
  in: "query" | "path" | "header";
  name: string;
  schema: JsonSchema;
}

interface Operation {
  method: Method;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as Method,
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content["application/json"]?.schema ?? null,
    })),
  );
}

/** Values that took real requests to exist, so generated requests can reach past "not found". */
interface Known {
  strings: string[];
}

const hostileStrings = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "x\uDFFFy",
  "\u0007\u001b[31m\r\n\t\u007f",
  "\u202Eevil\u202C",
  "line\r\nBcc: someone@example.com",
  "../../../../etc/passwd",
  "..%2F..%2Fetc%2Fpasswd",
  "%00",
  "%",
  "%E0%A4%A",
  "' OR '1'='1' --",
  "1; DROP TABLE accounts; --",
  "$1",
  "\\",
  "\\u0000",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "__proto__",
  "constructor",
  "prototype",
  "NaN",
  "-1",
  "0",
  "1e309",
  "99999999999999999999999999",
  "true",
  "null",
  "[]",
  "{}",
  "😀🎰",
  "ǅ̸̡ͅ",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "1970-01-01T00:00:00Z",
  "9999-12-31T23:59:59.999+14:00",
  "0000-00-00T00:00:00Z",
];

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("x", "\u0000", "é", "😀", "a-"), fc.constantFrom(1_000, 70_000, 300_000))
      .map(([unit, times]) => unit.repeat(times)),
  },
);

/** Characters that PostgreSQL cannot store or that must not reach single-line fields. */
const unstorable = fc.oneof(
  { weight: 3, arbitrary: fc.constant("\u0000") },
  {
    weight: 2,
    arbitrary: fc.constantFrom("\uD800", "\uDFFF", "\u0001", "\u001f", "\r\n", "\u2028", "\u202E"),
  },
);

const hostileKey = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "a\u0000", ""),
  fc.string({ maxLength: 12 }),
);

/** Any JSON value of the wrong kind: wrong types, nesting, huge arrays, prototype keys. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.constantFrom(0, -1, -0, 1.5, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308, Number.MIN_VALUE),
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  { weight: 1, arbitrary: fc.json({ depthSize: "small" }).map((text) => JSON.parse(text) as unknown) },
  {
    weight: 1,
    arbitrary: fc.dictionary(hostileKey, fc.oneof(hostileString, fc.integer(), fc.constant(null)), {
      maxKeys: 4,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(1_000, 20_000).map((length) => Array.from({ length }, (_, index) => index)),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(50, 2_000).map((depth) => {
      let value: unknown = "\u0000";
      for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
      return value;
    }),
  },
);

const FORMAT_EXAMPLES: Record<string, fc.Arbitrary<string>> = {
  uuid: fc.uuid(),
  "date-time": fc
    .date({ min: new Date("1970-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
    .map((date) => date.toISOString()),
  date: fc
    .date({ min: new Date("1970-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  uri: fc.webUrl({ validSchemes: ["https"] }),
};

/** Addresses the API's own email check accepts, unlike most of what RFC 5322 allows. */
const workEmail = fc
  .tuple(fc.stringMatching(/^[a-z]{1,12}$/), fc.nat())
  .map(([name, number]) => `${name}.${number}@operator.example`);

function plausibleString(schema: JsonSchema, known: Known, name: string): fc.Arbitrary<string> {
  const knownString = { weight: 1, arbitrary: fc.constantFrom(...known.strings) };
  const format = schema.format && FORMAT_EXAMPLES[schema.format];
  if (format) return fc.oneof({ weight: 4, arbitrary: format }, knownString);
  if (/email/i.test(name)) return fc.oneof({ weight: 4, arbitrary: workEmail }, knownString);
  const text = fc.string({
    minLength: schema.minLength ?? 0,
    maxLength: Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 40, 40)),
  });
  if (schema.pattern) {
    try {
      return fc.oneof(
        { weight: 4, arbitrary: fc.stringMatching(new RegExp(schema.pattern)) },
        text,
        knownString,
      );
    } catch {
      // Patterns fast-check cannot generate from still get the other plausible strings.
    }
  }
  return fc.oneof({ weight: 3, arbitrary: text }, knownString);
}

/** A value that fits the schema more often than not, so requests get past validation. */
function plausibleValue(schema: JsonSchema, known: Known, name = "", depth = 0): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length)
    return fc.oneof(...alternatives.map((each) => plausibleValue(each, known, name, depth)));
  if (schema.allOf?.length) return plausibleValue(schema.allOf[0] as JsonSchema, known, name, depth);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      return plausibleString(schema, known, name);
    case "integer": {
      const min = schema.minimum ?? 0;
      return fc.integer({ min, max: Math.max(min, Math.min(schema.maximum ?? 1_000, 1e9)) });
    }
    case "number":
      return fc.constantFrom(0.1, 0.2, 0.5, 1, 2, 5, 10, 100);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return depth > 4
        ? fc.constant([])
        : fc.array(plausibleValue(schema.items ?? {}, known, name, depth + 1), { maxLength: 3 });
    default:
      return depth > 4 ? fc.constant({}) : plausibleObject(schema, known, depth + 1);
  }
}

function plausibleObject(
  schema: JsonSchema,
  known: Known,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const value = plausibleValue(property, known, name, depth);
    return fc.tuple(
      fc.constant(name),
      required.has(name) ? value : fc.option(value, { nil: undefined, freq: 4 }),
    );
  });
  return fc.tuple(...fields).map((entries) => {
    const value: Record<string, unknown> = {};
    for (const [name, field] of entries) if (field !== undefined) value[name] = field;
    return value;
  });
}

/** Adds a key as an own property, so "__proto__" travels in the JSON like any other key. */
function withKey(object: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...object };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/**
 * A value plausible everywhere except in one place, so the malformed part reaches as far into the
 * API as it can: a field of the wrong type, a missing or extra field, or one value made hostile.
 */
function brokenValue(schema: JsonSchema, known: Known, name = "", depth = 0): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (properties.length && depth < 4) {
    const whole = plausibleObject(schema, known, depth);
    const breakOne = fc
      .tuple(
        whole,
        fc
          .constantFrom(...properties)
          .chain(([field, property]) =>
            fc.tuple(fc.constant(field), brokenValue(property, known, field, depth + 1)),
          ),
      )
      .map(([object, [field, value]]) => withKey(object, field, value));
    const dropOne = fc
      .tuple(whole, fc.constantFrom(...properties.map(([field]) => field)))
      .map(([object, field]) => Object.fromEntries(Object.entries(object).filter(([key]) => key !== field)));
    const addOne = fc
      .tuple(whole, hostileKey, wrongValue)
      .map(([object, key, value]) => withKey(object, key, value));
    return fc.oneof(
      { weight: 6, arbitrary: breakOne },
      { weight: 1, arbitrary: dropOne },
      { weight: 1, arbitrary: addOne },
      { weight: 1, arbitrary: wrongValue },
    );
  }
  if (type === "array" && depth < 4) {
    return fc.oneof(
      fc.array(brokenValue(schema.items ?? {}, known, name, depth + 1), { minLength: 1, maxLength: 3 }),
      fc
        .constantFrom(100, 20_000)
        .chain((length) =>
          plausibleValue(schema.items ?? {}, known, name, depth + 1).map((item) =>
            Array.from({ length }, () => item),
          ),
        ),
      wrongValue,
    );
  }
  if (type === "string" || (!type && !schema.anyOf)) {
    const longer = (schema.maxLength ?? 100_000) + 1;
    const plausible = plausibleValue(schema, known, name, depth).map(String);
    return fc.oneof(
      { weight: 3, arbitrary: wrongValue },
      {
        weight: 2,
        arbitrary: fc.tuple(plausible, hostileString).map(([value, hostile]) => `${value}${hostile}`),
      },
      {
        weight: 4,
        arbitrary: fc
          .tuple(plausible, unstorable, fc.nat())
          .map(
            ([value, bad, at]) =>
              `${value.slice(0, at % (value.length + 1))}${bad}${value.slice(at % (value.length + 1))}`,
          ),
      },
      { weight: 1, arbitrary: fc.constant("x".repeat(Math.min(longer, 2_000_000))) },
    );
  }
  return wrongValue;
}

/** A path or query value as text. */
function urlText(value: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return value.map((each) => safeEncode(typeof each === "string" ? each : (JSON.stringify(each) ?? "")));
}

const rawUrlText = fc.constantFrom(
  "%00",
  "%",
  "%ZZ",
  "%E0%A4%A",
  "%ED%A0%80",
  "%FF%FE",
  "..%2F..%2F",
  "%2e%2e",
  "a%2Fb",
  "%C0%AE",
  "a b",
  "x".repeat(9_000),
);

/** encodeURIComponent refuses lone surrogates; those travel as the raw bytes a client could send. */
function safeEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .replace(/[\uD800-\uDFFF]/g, "%ED%A0%80")
      .replace(/[^%\w.~-]/g, (char) => encodeURIComponent(char));
  }
}

interface Body {
  payload?: string;
  contentType?: string;
}

const jsonBody = (value: unknown): Body => ({
  payload: JSON.stringify(value),
  contentType: "application/json",
});

const brokenJson = fc
  .constantFrom(
    "{",
    "[1,]",
    '{"a":1,}',
    '{"a":01}',
    "{'a':1}",
    "\u0000",
    '"\\uD800"',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    "null",
    "",
    "1e99999",
    `${"[".repeat(50_000)}${"]".repeat(50_000)}`,
    `{"a":${"[".repeat(100_000)}`,
  )
  .map((payload): Body => ({ payload, contentType: "application/json" }));

const wrongContentType = fc
  .tuple(
    fc.constantFrom(
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/xml",
      "application/json; charset=utf-16",
      "application/json; charset=latin1",
      "application/json\u0000",
      "application/vnd.api+json",
      "*/*",
      ";",
    ),
    fc.constantFrom("a=1&b=2", "--x\r\nContent-Disposition: form-data\r\n\r\n1\r\n--x--", "<a/>", '{"a":1}'),
  )
  .map(([contentType, payload]): Body => ({ payload, contentType }));

type Caller = "anonymous" | "partner" | "editor" | "admin";

const badAuthorization = fc.constantFrom(
  "Bearer ",
  "Bearer x.y.z",
  "Basic YWRtaW46YWRtaW4=",
  "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.",
  `Bearer ${"a".repeat(10_000)}`,
  "Bearer \u0000",
);

/** Where a request is malformed: one place at a time, so each reaches as far as it can. */
type Target =
  | { kind: "nothing" | "body" | "field" | "headers" | "method" | "extra-query" }
  | { kind: "path" | "query"; index: number };

function targetsOf(operation: Operation): Target[] {
  const targets: Target[] = [
    { kind: "nothing" },
    { kind: "body" },
    { kind: "headers" },
    { kind: "method" },
    { kind: "extra-query" },
  ];
  if (operation.body) targets.push({ kind: "field" }, { kind: "field" }, { kind: "field" });
  operation.parameters.forEach((parameter, index) => {
    if (parameter.in === "path") targets.push({ kind: "path", index }, { kind: "path", index });
    if (parameter.in === "query") targets.push({ kind: "query", index });
  });
  return targets;
}

function fuzzedRequest(operation: Operation, known: Known, callers: Record<Caller, string>) {
  return fc.constantFrom(...targetsOf(operation)).chain((target) => {
    const parameterText = (parameter: Parameter, index: number) => {
      const broken = "index" in target && target.index === index;
      const schema = parameter.schema.items ?? parameter.schema;
      if (!broken && parameter.in === "path") {
        // Mostly ids and slugs that exist, so the rest of the request reaches the handler.
        const existing = fc.constantFrom(...known.strings).map(safeEncode);
        return fc.oneof(
          { weight: 3, arbitrary: existing },
          urlText(plausibleValue(schema, known, parameter.name)),
        );
      }
      if (!broken) return urlText(plausibleValue(schema, known, parameter.name));
      return fc.oneof(urlText(brokenValue(schema, known, parameter.name)), rawUrlText);
    };
    const path = fc
      .tuple(
        ...operation.parameters.map((parameter, index) =>
          parameter.in === "path" ? parameterText(parameter, index) : fc.constant(""),
        ),
      )
      .map((values) =>
        operation.parameters.reduce(
          (url, parameter, index) =>
            parameter.in === "path" ? url.replace(`{${parameter.name}}`, values[index] ?? "") : url,
          operation.path,
        ),
      );
    const queryFields = operation.parameters.map((parameter, index) => {
      if (parameter.in !== "query") return fc.constant([] as string[]);
      const name = encodeURIComponent(parameter.name);
      const broken = "index" in target && target.index === index;
      const repeats = parameter.schema.type === "array" || broken ? 3 : 1;
      const values = fc.array(parameterText(parameter, index), { minLength: 1, maxLength: repeats });
      // Optional parameters are mostly left out: several of them exclude each other.
      const present = broken
        ? values
        : fc.oneof({ weight: 3, arbitrary: fc.constant([] as string[]) }, { weight: 1, arbitrary: values });
      return present.map((each) => each.map((value) => `${name}=${value}`));
    });
    const extraQuery =
      target.kind === "extra-query"
        ? fc.oneof(
            fc
              .tuple(hostileKey, hostileString)
              .map(([key, value]) => [`${safeEncode(key)}=${safeEncode(value)}`]),
            fc
              .constantFrom(
                "&&",
                "=",
                "a[b][c]=1",
                "__proto__[x]=1",
                "constructor[prototype][x]=1",
                "%=%",
                "q",
                "%00=1",
              )
              .map((each) => [each]),
          )
        : fc.constant([] as string[]);
    const query = fc
      .tuple(fc.tuple(...queryFields), extraQuery)
      .map(([fields, extra]) => [...fields.flat(), ...extra].join("&"));

    const body: fc.Arbitrary<Body> =
      target.kind === "body"
        ? fc.oneof(wrongValue.map(jsonBody), brokenJson, wrongContentType, fc.constant({}))
        : target.kind === "field" && operation.body
          ? brokenValue(operation.body, known).map(jsonBody)
          : operation.body
            ? plausibleObject(operation.body, known, 0).map(jsonBody)
            : fc.constant({});

    const optional = (value: fc.Arbitrary<string>) => fc.option(value, { nil: undefined, freq: 3 });
    const headers = fc
      .record({
        authorization:
          target.kind === "headers"
            ? fc.oneof(fc.constantFrom(...Object.values(callers)), badAuthorization)
            : fc.constantFrom(...Object.values(callers)),
        language: target.kind === "headers" ? optional(hostileString) : fc.constant(undefined),
        "x-request-id": target.kind === "headers" ? optional(hostileString) : fc.constant(undefined),
        "idempotency-key": optional(target.kind === "headers" ? hostileString : fc.uuid()),
      })
      .map((values) => {
        const present: Record<string, string> = {};
        for (const [name, value] of Object.entries(values)) if (value) present[name] = value;
        return present;
      });

    const method =
      target.kind === "method"
        ? fc.constantFrom<Method>("GET", "POST", "PUT", "PATCH", "DELETE")
        : fc.constant(operation.method);

    return fc
      .record({ method, path, query, body, headers })
      .map(({ method, path, query, body, headers }): InjectOptions => {
        const sendsBody = method !== "GET" && body.payload !== undefined;
        return {
          method,
          url: query ? `${path}?${query}` : path,
          headers: sendsBody && body.contentType ? { ...headers, "content-type": body.contentType } : headers,
          ...(sendsBody ? { payload: body.payload } : {}),
          remoteAddress: uniqueAddress(),
        };
      });
  });
}

async function answerOf(app: App, request: InjectOptions) {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_WITHIN_MS} ms`)), ANSWER_WITHIN_MS);
  });
  try {
    return await Promise.race([app.inject(request), hang]);
  } finally {
    clearTimeout(timer);
  }
}

/** A request as a failing run reports it, long values cut so the report stays readable. */
function describeRequest(request: InjectOptions): string {
  return JSON.stringify({ ...request, payload: String(request.payload ?? "").slice(0, 500) }, (_, value) =>
    typeof value === "string" && value.length > 500 ? `${value.slice(0, 500)}…(${value.length})` : value,
  );
}

describe("OpenAPI fuzz", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("never answers 5xx or hangs, whatever any caller sends to any operation", {
    timeout: 600_000,
  }, async () => {
    const database = process.env.TEST_DATABASE_KIND ?? "pglite";
    const partner = await signedIn(app, { role: "partner" });
    const editor = await signedIn(app, { role: "editor" });
    const admin = await signedIn(app, { role: "admin" });
    const callers: Record<Caller, string> = {
      anonymous: "",
      partner: partner.headers.authorization,
      editor: editor.headers.authorization,
      admin: admin.headers.authorization,
    };

    await seedCatalogue(app.database.db);
    await seedNews(app.database.db);
    const slugsOf = async (url: string) =>
      ((await app.inject({ method: "GET", url })).json() as { data: { slug: string }[] }).data.map(
        (each) => each.slug,
      );
    const slugs = [...(await slugsOf("/v1/games?limit=3")), ...(await slugsOf("/v1/news?limit=3"))];
    const demo = (await app.inject({ method: "GET", url: `/v1/games/${slugs[0]}/demo` })).json() as {
      game_url?: string;
    };
    const article = await app.inject({
      method: "POST",
      url: "/v1/admin/news",
      headers: editor.headers,
      payload: {
        locale: "en",
        slug: "fuzz-target",
        title: "An article to aim at",
        excerpt: "Gives the editor routes an id that exists.",
        body: "<p>Body</p>",
        cover: { url: "/images/news/fuzz-target.webp", alt: "Cover art" },
        author: "Quillspin Newsroom",
      },
    });
    const known: Known = {
      strings: [
        ...slugs,
        ...(demo.game_url?.match(/[0-9a-f-]{36}/g) ?? []),
        (article.json() as { data?: { id: string } }).data?.id ?? "",
        "fuzz-target",
        partner.account.id,
        partner.account.email,
        partner.tokens.refreshToken,
      ].filter(Boolean),
    };

    const document = (await app.inject({ method: "GET", url: "/v1/openapi.json" })).json() as OpenApiDocument;
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(30);

    const statuses = new Map<number, number>();
    const requests = fc.oneof(...operations.map((operation) => fuzzedRequest(operation, known, callers)));
    console.info(
      `OpenAPI fuzz on ${database}: seed ${SEED}, ${RUNS} runs over ${operations.length} operations`,
    );
    const started = Date.now();
    // The summary is printed even when a run fails, so a failing seed shows what it covered.
    try {
      await fc.assert(
        fc.asyncProperty(requests, async (request) => {
          const response = await answerOf(app, request);
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          // Every refusal speaks the API's one error shape, framework-level ones included; the
          // reference wallet speaks the wallet contract's `{ error: CODE }` (issue 28), as any
          // operator's wallet must.
          const errorShape =
            typeof request.url === "string" && request.url.startsWith("/v1/sandbox-wallet/")
              ? apiErrorSchema.or(walletErrorSchema)
              : apiErrorSchema;
          if (response.statusCode >= 400 && !errorShape.safeParse(response.json()).success) {
            throw new Error(`${response.statusCode} outside the error shape: ${response.body.slice(0, 300)}`);
          }
          if (response.statusCode >= 500) {
            throw new Error(
              `${response.statusCode} ${response.body.slice(0, 300)} for ${describeRequest(request)}`,
            );
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    } finally {
      const total = [...statuses.values()].reduce((sum, count) => sum + count, 0);
      const distribution = [...statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}: ${count}`)
        .join(", ");
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.info(
        `OpenAPI fuzz on ${database}: ${total} requests in ${seconds} s, statuses ${distribution}`,
      );
    }
    expect([...statuses.keys()].every((status) => status < 500)).toBe(true);
  });
});
