import { idempotencyKeySchema } from "@quillspin/contracts";
import { z } from "zod";

/** Other headers pass through untouched; only the optional idempotency key is checked. */
export const contactHeadersSchema = z.looseObject({
  "idempotency-key": idempotencyKeySchema.optional().meta({
    description:
      "Any unique string (a UUID is ideal), at most 128 printable characters. A retry with the same key and the same message is stored once and answers the same id.",
  }),
});
