import { describe, expect, it } from "vitest";
import { ApiRequestError, toastTextOf } from "./api-request-error";

describe("toastTextOf", () => {
  it("is the status, a colon and the server's message when the body has one", () => {
    const error = new ApiRequestError("503 Service Unavailable", 503, {
      statusCode: 503,
      error: "Service Unavailable",
      message: "Database is restarting",
    });
    expect(toastTextOf(error)).toBe("503: Database is restarting");
  });

  it("uses a plain { message } body too", () => {
    expect(toastTextOf(new ApiRequestError("409 Conflict", 409, { message: "Email already used" }))).toBe(
      "409: Email already used",
    );
  });

  it("falls back to the error's own message when the body has none", () => {
    expect(toastTextOf(new ApiRequestError("502 Bad Gateway", 502, "<html>proxy</html>"))).toBe(
      "502 Bad Gateway",
    );
    expect(toastTextOf(new ApiRequestError("Failed to fetch", null, null))).toBe("Failed to fetch");
    expect(toastTextOf(new TypeError("NetworkError when attempting to fetch resource."))).toBe(
      "NetworkError when attempting to fetch resource.",
    );
  });

  it("falls back to the raw error", () => {
    expect(toastTextOf("timeout")).toBe("timeout");
    expect(toastTextOf(42)).toBe("42");
  });
});
