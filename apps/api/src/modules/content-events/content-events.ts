import { CONTENT_CHANGED_CHANNEL, type ContentChangedMessage } from "@quillspin/contracts";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";

export type ContentTopic = ContentChangedMessage["topic"];

/** The part of a logger a failed announcement is written to. */
interface AnnouncerLog {
  error(details: object, message: string): void;
}

/**
 * Tells every site instance that public pages fed by `topic` changed, so their page caches drop them
 * at once (decision 0025). Without Redis there is nobody to tell: the sites' short cache life bounds
 * what they show. A failed announcement is logged, never thrown: the change itself is committed, and
 * the same short life bounds the staleness.
 */
export async function announceContentChange(
  redis: Redis | null,
  log: AnnouncerLog,
  topic: ContentTopic,
): Promise<void> {
  if (!redis) return;
  const message: ContentChangedMessage = { topic };
  try {
    await redis.publish(CONTENT_CHANGED_CHANNEL, JSON.stringify(message));
  } catch (error) {
    log.error({ err: error, topic }, "content change not announced to the sites");
  }
}

/** Requests that change nothing a visitor sees; a draft's preview is rendered, never stored. */
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Announces every successful change made through the routes of this plugin scope before its answer
 * leaves, so an editor who publishes and then opens the site sees the article on any instance. A hook
 * on the scope rather than a call in each handler: a route added later cannot forget it.
 */
export function announceChangesOf(
  app: FastifyInstance,
  topic: ContentTopic,
  { except = [] as RegExp[] } = {},
) {
  app.addHook("onSend", async (request, reply) => {
    if (READS.has(request.method) || reply.statusCode >= 400) return;
    if (except.some((pattern) => pattern.test(request.url))) return;
    await announceContentChange(app.redis, request.log, topic);
  });
}
