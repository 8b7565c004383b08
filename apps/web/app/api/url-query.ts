import type { z } from "zod";

/**
 * Control characters (C0, DEL, C1) in free text: nothing a visitor means to search for, and a NUL
 * reaches the database as an error rather than a search.
 */
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * One query parameter of a page URL, read with the contract's schema for that parameter. The URL is
 * whatever a visitor typed or pasted, so a value the schema refuses gives the fallback instead of
 * failing the page.
 */
export function readQueryValue<T>(schema: z.ZodType<T | undefined>, raw: string | null, fallback: T): T {
  if (raw === null || CONTROL_CHARACTER.test(raw)) return fallback;
  const parsed = schema.safeParse(raw);
  return parsed.success && parsed.data !== undefined ? parsed.data : fallback;
}

/**
 * A page number. The contract's bounds decide; a whole number above them is kept, so the page can
 * answer 404 like any other page past the last one, and anything else (`abc`, `0`, `-1`, `1.5`) is page 1.
 */
export function readPageNumber(schema: z.ZodType<number | undefined>, raw: string | null): number {
  if (raw !== null && /^\d{1,30}$/.test(raw) && Number(raw) > 0) {
    const parsed = schema.safeParse(raw);
    return parsed.success && parsed.data !== undefined ? parsed.data : Number(raw);
  }
  return 1;
}

/** Whether a page number lies within the contract's bounds, i.e. the API can be asked for it at all. */
export function isPageWithinContract(schema: z.ZodType<number | undefined>, page: number): boolean {
  return schema.safeParse(page).success;
}

/** The last page of a list of `total` items, `perPage` to a page; an empty list still has page 1. */
export function lastPageOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
