import { z } from "zod";

/**
 * The Redis pub/sub channel on which the API announces that public content changed, and every site
 * instance listening drops the pages it rendered from that content (decision 0025).
 */
export const CONTENT_CHANGED_CHANNEL = "quillspin:content-changed";

/** What changed: the site's page cache drops every page on any of them, the topic is for the logs. */
export const contentChangedMessageSchema = z.object({ topic: z.enum(["news", "roadmap"]) });
export type ContentChangedMessage = z.infer<typeof contentChangedMessageSchema>;
