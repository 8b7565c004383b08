import { describe, expect, it } from "vitest";
import { RETRY_STATUSES, retriesFor, retryDelayMs, shouldRetry } from "./retry-policy";

describe("retry policy", () => {
  it("retries exactly the statuses of the spec", () => {
    expect([...RETRY_STATUSES].sort()).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });

  it("gives idempotent methods one retry and the others none", () => {
    for (const method of ["GET", "HEAD", "OPTIONS", "get"]) expect(retriesFor(method)).toBe(1);
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) expect(retriesFor(method)).toBe(0);
  });

  it("retries a GET once on a retry status or a network failure, and never a 4xx like 404", () => {
    expect(shouldRetry(503, 0, "GET")).toBe(true);
    expect(shouldRetry(null, 0, "GET")).toBe(true);
    expect(shouldRetry(503, 1, "GET")).toBe(false);
    expect(shouldRetry(404, 0, "GET")).toBe(false);
    expect(shouldRetry(400, 0, "GET")).toBe(false);
    expect(shouldRetry(503, 0, "POST")).toBe(false);
    expect(shouldRetry(null, 0, "DELETE")).toBe(false);
  });

  it("honours a short Retry-After and ignores a long or malformed one", () => {
    expect(retryDelayMs("2")).toBe(2000);
    expect(retryDelayMs("0")).toBe(0);
    expect(retryDelayMs("120")).toBe(300);
    expect(retryDelayMs("soon")).toBe(300);
    expect(retryDelayMs(null)).toBe(300);
  });
});
