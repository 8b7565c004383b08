import { demoSessionIdSchema, gameSlugParamSchema } from "@quillspin/contracts";
import { z } from "zod";

export const demoGameParamsSchema = z.object({ slug: gameSlugParamSchema });

export const demoSessionParamsSchema = z.object({ id: demoSessionIdSchema });
