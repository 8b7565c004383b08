import { z } from "zod";

/** The one shape every failed API call answers with. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int().min(400).max(599),
  error: z.string(),
  message: z.string(),
  /** Where one status has several causes a caller acts on differently (a spin's 409): which one. */
  code: z.string().optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;

export function isApiError(value: unknown): value is ApiError {
  return apiErrorSchema.safeParse(value).success;
}
