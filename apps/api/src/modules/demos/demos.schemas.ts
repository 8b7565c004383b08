import { demoSessionIdSchema } from "@quillspin/contracts";
import { z } from "zod";

export const demoGameParamsSchema = z.object({ slug: z.string().min(1).max(200) });

export const demoSessionParamsSchema = z.object({ id: demoSessionIdSchema });
