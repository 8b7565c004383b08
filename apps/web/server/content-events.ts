import { CONTENT_CHANGED_CHANNEL, contentChangedMessageSchema } from "@quillspin/contracts";
import { Redis } from "ioredis";
import type { Logger } from "pino";

export interface ContentEvents {
  close(): Promise<void>;
}

/**
 * Listens for the API's announcements that news or the roadmap changed (decision 0025) and calls
 * `changed` for each. Announcements sent while the connection was down are lost, so every
 * reconnection counts as a change too. Redis being away never stops the site: the shared pages'
 * short life bounds what it shows meanwhile.
 */
export function listenForContentChanges(redisUrl: string, changed: () => void, log: Logger): ContentEvents {
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });
  let connectedBefore = false;
  subscriber.on("ready", () => {
    if (connectedBefore) changed();
    connectedBefore = true;
  });
  subscriber.on("error", (error: Error) => log.warn({ err: error }, "content announcements: Redis error"));
  subscriber.on("message", (_channel: string, text: string) => {
    let topic: string;
    try {
      topic = contentChangedMessageSchema.parse(JSON.parse(text)).topic;
    } catch {
      log.warn({ message: text }, "content announcements: unreadable message, treated as a change");
      topic = "unknown";
    }
    log.debug({ topic }, "content changed: shared pages dropped");
    changed();
  });
  subscriber.subscribe(CONTENT_CHANGED_CHANNEL).catch((error: unknown) => {
    log.error({ err: error }, "content announcements: not subscribed");
  });
  return {
    async close() {
      subscriber.disconnect();
    },
  };
}
