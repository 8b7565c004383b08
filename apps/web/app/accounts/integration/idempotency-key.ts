/**
 * A fresh Idempotency-Key for one top-up form: the form keeps it until the top-up is answered, so a
 * second submit of the same form (a double click, a retry after a lost answer) adds the money once.
 * getRandomValues rather than randomUUID: the latter needs a secure context, which a plain-http
 * staging address is not.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `top-up-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}
