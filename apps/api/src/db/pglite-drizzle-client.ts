import type { PGlite, QueryOptions, Transaction } from "@electric-sql/pglite";

type Parsers = NonNullable<QueryOptions["parsers"]>;

/**
 * The PGlite client as drizzle is handed it (decision 29).
 *
 * drizzle passes the same result parsers with every query (dates, timestamps and intervals left as the
 * strings it maps itself), and PGlite merges them into its own parser table for each query:
 * `{ ...table, ...given }`. That table has a parser for every array type, keyed by type OID, and the
 * enums of our migrations put those keys past 16,000, so each query copied a table of some 17,000
 * slots: about 120 KB of garbage per query (all but 5 KB of what a `/v1/health` request allocated),
 * which is what filled the API's JavaScript heap under load.
 *
 * So the parsers of the first query that brings some are written into PGlite's table once, and every
 * later query bringing the same set (the same type OIDs, the same function source) is passed on without
 * them: PGlite then parses with its table as it stands, which is what the merge gave. A query bringing
 * any other set is passed on with it, over the table as it was before, so it parses as it always did.
 * PGlite's array parsers read their element's parser from the table when they run; every element type
 * drizzle's set names has its array type in the set too, so arrays parse as before.
 */
export function pgliteClientForDrizzle(client: PGlite): PGlite {
  function withoutSharedParsers<T extends QueryOptions | undefined>(options: T): T {
    const given = options?.parsers;
    if (!options || !given) return options;
    const shared = adoptedParsers(client, given);
    if (!sameParsers(given, shared.sources)) return { ...options, parsers: { ...shared.replaced, ...given } };
    const { parsers: _shared, ...rest } = options;
    return rest as T;
  }

  const query: PGlite["query"] = (text, params, options) =>
    client.query(text, params, withoutSharedParsers(options));
  const inTransaction = (transaction: Transaction): Transaction =>
    Object.create(transaction, {
      query: {
        value: ((text, params, options) =>
          transaction.query(text, params, withoutSharedParsers(options))) satisfies Transaction["query"],
      },
    });
  const transaction: PGlite["transaction"] = (callback) =>
    client.transaction((open) => callback(inTransaction(open)));

  return new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      if (property === "transaction") return transaction;
      // PGlite's methods check their receiver (private fields), so they run on the client itself.
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

interface AdoptedParsers {
  /** Each adopted parser's source text by type OID. */
  sources: Map<string, string>;
  /** What the client's table held for those OIDs before. */
  replaced: Parsers;
}

/** Per client, however many times it is wrapped: the table is changed once. */
const adoptedByClient = new WeakMap<PGlite, AdoptedParsers>();

function adoptedParsers(client: PGlite, given: Parsers): AdoptedParsers {
  let adopted = adoptedByClient.get(client);
  if (!adopted) {
    adopted = { sources: new Map(), replaced: {} };
    for (const [oid, parse] of Object.entries(given)) {
      adopted.sources.set(oid, String(parse));
      const previous = client.parsers[Number(oid)];
      if (previous) adopted.replaced[Number(oid)] = previous;
    }
    Object.assign(client.parsers, given);
    adoptedByClient.set(client, adopted);
  }
  return adopted;
}

/** Whether `parsers` names the same type OIDs as `sources`, each with a function of the same source text. */
function sameParsers(parsers: Parsers, sources: ReadonlyMap<string, string>): boolean {
  let count = 0;
  for (const oid in parsers) {
    if (sources.get(oid) !== String(parsers[Number(oid)])) return false;
    count += 1;
  }
  return count === sources.size;
}
