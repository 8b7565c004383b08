import { createHash } from "node:crypto";

/** One catalogue answer as it goes on the wire: the JSON bytes and their strong validator. */
export interface CatalogueAnswer {
  body: Buffer;
  /** A strong ETag, the hash of the bytes: every instance serving the same catalogue agrees on it. */
  etag: string;
}

/** Request URLs longer than this are answered through validation every time rather than remembered. */
const MAX_REMEMBERED_URL = 512;
/** Request URLs remembered: a scraper inventing query strings can only cycle this many. */
const MAX_REMEMBERED_URLS = 4096;

export function catalogueAnswer(json: string): CatalogueAnswer {
  const body = Buffer.from(json);
  return { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"` };
}

/**
 * The serialised answers of the catalogue routes, kept in memory because the catalogue changes only
 * on deploy, when the process restarts and seeds. Two maps:
 *
 * - answers by normalised query (a route's validated query, so `?sort=a_z&limit=50` and
 *   `?limit=50&sort=a_z&utm=x` share one), least recently used first, within a byte budget; the first
 *   requests for a query share one computation;
 * - request URLs already answered, pointing at their normalised query, so a repeated request is
 *   answered before validation (the route's `onRequest` hook) in two map look-ups.
 *
 * A budget of 0 keeps nothing (the `bench:games` server measures the database that way): every
 * request computes its answer, which still carries its ETag.
 */
export class CatalogueAnswers {
  readonly #maxBytes: number;
  readonly #answers = new Map<string, CatalogueAnswer>();
  readonly #pending = new Map<string, Promise<CatalogueAnswer | undefined>>();
  readonly #urls = new Map<string, string>();
  #bytes = 0;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  /** The answer already made for this request URL (with its locale), if it is still held. */
  forUrl(url: string): CatalogueAnswer | undefined {
    const key = this.#urls.get(url);
    return key === undefined ? undefined : this.#touch(key);
  }

  /**
   * The answer of a normalised query: held, being computed, or computed now. `compute` answers
   * `undefined` for "not found", which is not kept. `url` is remembered for the fast path.
   */
  async answer(
    key: string,
    url: string,
    compute: () => Promise<string | undefined>,
  ): Promise<CatalogueAnswer | undefined> {
    const held = this.#touch(key);
    if (held) {
      this.#rememberUrl(url, key);
      return held;
    }
    if (this.#maxBytes === 0) {
      const json = await compute();
      return json === undefined ? undefined : catalogueAnswer(json);
    }
    let pending = this.#pending.get(key);
    if (!pending) {
      pending = compute()
        .then((json) => (json === undefined ? undefined : this.#keep(key, catalogueAnswer(json))))
        .finally(() => this.#pending.delete(key));
      this.#pending.set(key, pending);
    }
    const answer = await pending;
    if (answer) this.#rememberUrl(url, key);
    return answer;
  }

  /**
   * Forgets every answer. The catalogue only changes when a deploy restarts the process; a test
   * that rewrites catalogue rows under a running app calls this, as a restart would.
   */
  clear(): void {
    this.#answers.clear();
    this.#urls.clear();
    this.#bytes = 0;
  }

  get stats() {
    return { answers: this.#answers.size, bytes: this.#bytes, urls: this.#urls.size };
  }

  #touch(key: string): CatalogueAnswer | undefined {
    const answer = this.#answers.get(key);
    if (answer) {
      // Re-inserting moves it to the end of the map's order: the map is its own LRU list.
      this.#answers.delete(key);
      this.#answers.set(key, answer);
    }
    return answer;
  }

  #keep(key: string, answer: CatalogueAnswer): CatalogueAnswer {
    const size = answer.body.length + key.length;
    if (size > this.#maxBytes) return answer;
    this.#answers.set(key, answer);
    this.#bytes += size;
    for (const [oldest, held] of this.#answers) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#answers.delete(oldest);
      this.#bytes -= held.body.length + oldest.length;
    }
    return answer;
  }

  #rememberUrl(url: string, key: string): void {
    if (this.#maxBytes === 0 || url.length > MAX_REMEMBERED_URL || this.#urls.has(url)) return;
    if (this.#urls.size >= MAX_REMEMBERED_URLS) {
      const oldest = this.#urls.keys().next();
      if (!oldest.done) this.#urls.delete(oldest.value);
    }
    this.#urls.set(url, key);
  }
}

/**
 * The key of a validated query: its fields in name order, repeated filter values sorted and
 * deduplicated (a game matches a filter when it has any of its values, so their order means nothing).
 */
export function normalisedQuery(query: Readonly<Record<string, unknown>>): string {
  const fields = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => [name, Array.isArray(value) ? [...new Set(value.map(String))].sort() : value])
    .sort(([a], [b]) => (String(a) < String(b) ? -1 : 1));
  return JSON.stringify(fields);
}
