import { demoSessionIdSchema, gameSlugParamSchema } from "@quillspin/contracts";
import { z } from "zod";

export const demoGameParamsSchema = z.object({ slug: gameSlugParamSchema });

export const demoSessionParamsSchema = z.object({ id: demoSessionIdSchema });

export const demoRoundParamsSchema = z.object({ id: z.string().uuid({ error: "is not a round id" }) });
