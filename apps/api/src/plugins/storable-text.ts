import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { apiError } from "./errors";

/**
 * PostgreSQL cannot store a NUL character in text or jsonb, nor a lone UTF-16 surrogate (which JSON
 * can spell as "\uD800"): such a string fails deep inside a query as a 500, or is silently replaced
 * when encoded. No field of this API has a use for either, so one guard refuses them anywhere in a
 * request before any route's own hooks, validation or handler run, naming the field like the schema
 * errors do.
 */

const NUL = "\u0000";
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Headers a route or plugin reads; the rest pass through untouched. */
const READ_HEADERS = ["authorization", "idempotency-key", "language", "x-request-id", "content-type"];

export function unstorableReason(text: string): string | null {
  if (text.includes(NUL)) return "must not contain NUL characters";
  if (LONE_SURROGATE.test(text)) return "must not contain unpaired UTF-16 surrogates";
  return null;
}

/**
 * The first unstorable string in the value, keys included, as "where.path: reason". Walks with an
 * explicit stack: a 1 MB body can nest far deeper than the call stack allows.
 */
export function findUnstorable(where: string, root: unknown): string | null {
  const pending: { path: string; value: unknown }[] = [{ path: where, value: root }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { path, value } = next;
    if (typeof value === "string") {
      const reason = unstorableReason(value);
      if (reason) return `${path}: ${reason}`;
    } else if (value !== null && typeof value === "object") {
      const entries = Object.entries(value);
      // Reversed so the first field of the request is the one reported.
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index] as [string, unknown];
        const keyReason = unstorableReason(key);
        if (keyReason) return `${path}: property names ${keyReason}`;
        pending.push({ path: `${path}.${key}`, value: child });
      }
    }
  }
  return null;
}

function headersProblem(request: FastifyRequest): string | null {
  for (const name of READ_HEADERS) {
    const problem = findUnstorable(`headers.${name}`, request.headers[name]);
    if (problem) return problem;
  }
  return null;
}

export const storableTextPlugin = fp(
  async (app: FastifyInstance) => {
    // Path, query and headers are known before the body is read; refusing here also keeps them
    // away from the authentication and rate-limit hooks that look things up.
    app.addHook("onRequest", async (request, reply) => {
      const problem =
        findUnstorable("params", request.params) ??
        findUnstorable("querystring", request.query) ??
        headersProblem(request);
      if (problem) return reply.code(400).send(apiError(400, problem));
    });
    app.addHook("preValidation", async (request, reply) => {
      const problem = findUnstorable("body", request.body);
      if (problem) return reply.code(400).send(apiError(400, problem));
    });
  },
  { name: "storable-text" },
);
