import { createHash } from "node:crypto";

/**
 * The checkout's mark in the names its test workers take on shared servers (PostgreSQL databases,
 * Redis key prefixes): two checkouts testing on one machine at once (a CI run beside a working copy)
 * would otherwise drop or delete each other's data mid-test.
 */
export const checkoutMark = createHash("sha256").update(process.cwd()).digest("hex").slice(0, 8);

/** This worker's own name within the checkout. */
export const workerMark = `${checkoutMark}_w${process.env.VITEST_POOL_ID ?? "0"}`;
