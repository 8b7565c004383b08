import { featureSummaries } from "@quillspin/content";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import routes from "../../apps/web/app/routes";

/**
 * Every public route of the site (read from its route config, so a new route is covered without a
 * change here) is asked for with generated path segments and query strings, as anyone could type them,
 * against the real built site and API. None may answer 5xx or hang.
 */
const siteUrl = inject("siteUrl");
const apiUrl = inject("apiUrl");

/** CI runs one fixed seed so a failure reproduces; FUZZ_SEED=<n> tries others. */
const seed = Number(process.env.FUZZ_SEED || 20_261_124);
if (!Number.isSafeInteger(seed))
  throw new Error(`FUZZ_SEED must be an integer, got ${process.env.FUZZ_SEED}`);
/** Batches per route and requests per batch: about 1,000 requests, well under a minute on a busy machine. */
const RUNS_PER_ROUTE = 10;
const BATCH = 3;
const REQUEST_TIMEOUT_MS = 15_000;

/** The route patterns, layouts flattened: `games/:slug`, `news/rss.xml`, `*`, and "" for the index. */
function patternsOf(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? [parent, entry.path].filter(Boolean).join("/") : parent;
    const own = entry.index || entry.path !== undefined ? [path] : [];
    return [...own, ...patternsOf(entry.children ?? [], path)];
  });
}
const patterns = [...new Set(patternsOf(routes))];

/** Slugs that exist, so generated queries also reach the pages behind a valid path. */
let knownSlugs: string[] = [];

beforeAll(async () => {
  const slugsOf = async (path: string) => {
    const response = await fetch(`${apiUrl}${path}`);
    expect(response.status, path).toBe(200);
    return ((await response.json()) as { data: { slug: string }[] }).data.map((item) => item.slug);
  };
  const [games, news] = await Promise.all([slugsOf("/games?limit=100"), slugsOf("/news?limit=50")]);
  knownSlugs = [
    ...games.slice(0, 5),
    ...news.slice(0, 5),
    ...featureSummaries.slice(0, 3).map((f) => f.slug),
  ];
  expect(knownSlugs.length).toBeGreaterThan(5);
});

/** Values already percent-encoded (or deliberately broken encodings) that go into the URL as they are. */
const rawJunk = fc.constantFrom(
  "%00",
  "a%00b",
  "%0d%0aSet-Cookie:%20x=1",
  "%",
  "%Z",
  "%%",
  "%E0%A4%A",
  "%C0%AF",
  "%ED%A0%80",
  "%FF%FE",
  "..%2f..%2fetc%2fpasswd",
  "%2e%2e%2f",
  "..%5c..%5cwindows",
  "%u0000",
  "%252e%252e%252f",
);

/** Plain values, percent-encoded when they go into the URL. */
const textJunk = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "abc",
    "-1",
    "0",
    "1.5",
    "1e309",
    "NaN",
    "Infinity",
    "true",
    "null",
    "[]",
    "{}",
    "10001",
    "99999999999999999999999",
    String(Number.MAX_SAFE_INTEGER + 2),
    "../",
    "../../etc/passwd",
    "....//....//",
    "' OR '1'='1",
    "1; DROP TABLE games;--",
    "%' OR 1=1 --",
    "\\",
    "_%",
    "__proto__",
    "constructor",
    "<script>alert(1)</script>",
    "\u202eevil",
    "😀".repeat(30),
    "\u0000",
    "\u001b[31m",
    "a\r\nb",
  ),
  fc.string({ maxLength: 40 }),
  fc.string({
    unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
    maxLength: 8,
  }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom(101, 201, 1_000, 6_000).map((length) => "a".repeat(length)),
);

const encodedValue = fc.oneof(
  { weight: 3, arbitrary: textJunk.map((value) => encodeURIComponent(value)) },
  { weight: 1, arbitrary: rawJunk },
);

/** Names the site's pages read, names it does not, and names that tempt object lookups. */
const queryKey = fc.oneof(
  fc.constantFrom(
    "page",
    "q",
    "sort",
    "type",
    "volatility",
    "theme",
    "mechanic",
    "language",
    "special_feature",
    "search",
    "limit",
    "token",
    "email",
    "session",
    "games",
    "slug",
    "locale",
    "lang",
    "pagination[page]",
    "__proto__",
    "constructor",
    "__proto__[polluted]",
    "prototype",
  ),
  fc.string({ maxLength: 12 }).map((key) => encodeURIComponent(key)),
  rawJunk,
);

/** A query string, repeated keys included (each key may come back with another value). */
const queryString = fc
  .array(fc.tuple(queryKey, encodedValue), { maxLength: 6 })
  .chain((pairs) =>
    fc
      .subarray(pairs)
      .map((again) => [...pairs, ...again].map(([key, value]) => `${key}=${value}`).join("&")),
  );

/** A path segment: a slug that exists (read in `beforeAll`, so built inside each test) or junk. */
function pathSegment(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...knownSlugs) },
    { weight: 3, arbitrary: encodedValue.filter((value) => value !== "") },
  );
}

/** The path for a pattern: each `:param` a generated segment, `*` one to three of them. */
function pathFor(pattern: string): fc.Arbitrary<string> {
  const parts = pattern.split("/").filter(Boolean);
  return fc
    .tuple(
      ...parts.map((part) =>
        part === "*"
          ? fc.array(pathSegment(), { minLength: 1, maxLength: 3 }).map((segments) => segments.join("/"))
          : part.startsWith(":")
            ? pathSegment()
            : fc.constant(part),
      ),
    )
    .map((segments) => `/${segments.join("/")}`);
}

const statuses = new Map<number, number>();
let requests = 0;

async function request(path: string, query: string): Promise<void> {
  const url = `${siteUrl}${path}${query ? `?${query}` : ""}`;
  let status: number;
  try {
    // A redirect is an answer too; following one (a demo's address) could leave the site.
    const response = await fetch(url, {
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    status = response.status;
    await response.arrayBuffer();
  } catch (error) {
    throw new Error(`${url}: no answer (timeout ${REQUEST_TIMEOUT_MS} ms): ${String(error)}`);
  }
  requests++;
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  expect(status, url).toBeLessThan(500);
}

afterAll(() => {
  const distribution = [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ");
  console.log(
    `site fuzz (seed ${seed}): ${requests} requests over ${patterns.length} routes; ${distribution}`,
  );
});

describe("every public site route, with generated paths and queries", () => {
  it("reads its routes from the route config", () => {
    expect(patterns).toEqual(expect.arrayContaining(["", "games", "games/:slug", "news/:slug", "*"]));
  });

  it.each(patterns.map((pattern) => [`/${pattern}`, pattern]))(
    "%s never answers 5xx and never hangs",
    async (_, pattern) => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(pathFor(pattern), queryString), { minLength: BATCH, maxLength: BATCH }),
          (batch) => Promise.all(batch.map(([path, query]) => request(path, query))).then(() => undefined),
        ),
        { seed, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    },
  );
});
