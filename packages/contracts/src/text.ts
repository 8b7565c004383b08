import { z } from "zod";
import { plainMessage } from "./plain-messages";

// Every refusal a schema does not word itself reads in plain English (plain-messages.ts). Here, in
// the module every form's contract imports, so no bundle drops it (the package has no side effects).
z.config({ customError: plainMessage });

/**
 * The characters free text may hold, one rule for every contract. Text typed into a field ends up
 * in mail headers and bodies, logs, CSV exports and PostgreSQL (which cannot store NUL), so:
 *
 * - single-line fields (names, companies, titles, tags, slugs, search terms) refuse every C0 and C1
 *   control character, TAB, CR and LF included (a tab is never useful in a name, and a line break
 *   can split a mail header), DEL, the line and paragraph separators U+2028/U+2029, and the bidi
 *   embedding, override and isolate characters U+202A–U+202E and U+2066–U+2069, which can make a
 *   name read backwards in a mail or a list;
 * - multi-line fields (a contact message, an article body) keep TAB, LF and CR but refuse the other
 *   C0 controls, DEL and C1. They keep the bidi characters: a long right-to-left text may need them,
 *   and they cannot break a header there;
 * - both refuse half of a surrogate pair, which JSON can carry but no database can store.
 */
const LINE_BREAK = /[\n\r\u2028\u2029]/;
/** `\p{Cc}` is exactly C0, DEL and C1. */
const SINGLE_LINE_CONTROL = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
const MULTI_LINE_CONTROL = /(?![\t\n\r])\p{Cc}/u;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const textRefusals = {
  lineBreak: "Keep this on one line",
  control: "Remove the control or text-direction characters this field cannot hold",
  multiLineControl: "Remove the control characters this text cannot hold",
} as const;

/** Whether a value may sit in a single-line field. */
export function isSingleLineText(value: string): boolean {
  return !LINE_BREAK.test(value) && !SINGLE_LINE_CONTROL.test(value) && !LONE_SURROGATE.test(value);
}

/** Whether a value may sit in a multi-line field. */
export function isMultiLineText(value: string): boolean {
  return !MULTI_LINE_CONTROL.test(value) && !LONE_SURROGATE.test(value);
}

/**
 * Adds the single-line rule to a string schema, keeping its type, so it composes with `.trim()`,
 * `.min()`, `.max()` and `.optional()`. The API's error shape prefixes the field's path, so a
 * refusal reads `body.name: Keep this on one line`.
 */
export function singleLineText<T extends z.ZodString>(schema: T): T {
  return schema.check(
    z.superRefine((value: string, ctx) => {
      if (LINE_BREAK.test(value))
        ctx.addIssue({ code: "custom", message: textRefusals.lineBreak, input: value });
      else if (SINGLE_LINE_CONTROL.test(value) || LONE_SURROGATE.test(value)) {
        ctx.addIssue({ code: "custom", message: textRefusals.control, input: value });
      }
    }),
  ) as T;
}

/** Adds the multi-line rule to a string schema: TAB, LF and CR stay, other control characters are refused. */
export function multiLineText<T extends z.ZodString>(
  schema: T,
  message: string = textRefusals.multiLineControl,
): T {
  return schema.refine(isMultiLineText, message) as T;
}
