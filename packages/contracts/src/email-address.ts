/**
 * The longest email address any form takes (RFC 5321's path limit). In a module of its own, free of
 * zod, so the browser code that only needs the number does not fetch the schemas with it.
 */
export const emailMaxLength = 254;
