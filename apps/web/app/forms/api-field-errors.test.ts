import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../api/api-request-error";
import { submitFailureOf } from "./api-field-errors";

const fields = ["name", "email", "message"];
const UNREACHABLE = "We could not reach the studio.";
const failed = (status: number, message: string) =>
  new ApiRequestError(`${status}`, status, { statusCode: status, error: "x", message });

describe("submitFailureOf", () => {
  it("puts each field message of a 400 under its field", () => {
    const error = failed(
      400,
      "body.email: Enter a valid email address; body.message: Tell us a little more: at least 20 characters",
    );
    expect(submitFailureOf(error, fields, UNREACHABLE)).toEqual({
      fields: {
        email: "Enter a valid email address",
        message: "Tell us a little more: at least 20 characters",
      },
      summary: null,
    });
  });

  it("shows a 400 about something the form does not show above the form", () => {
    const error = failed(400, "headers.idempotency-key: Too big");
    expect(submitFailureOf(error, fields, UNREACHABLE)).toEqual({
      fields: {},
      summary: "headers.idempotency-key: Too big",
    });
  });

  it("shows a rate limit or server message above the form", () => {
    const error = failed(429, "Too many requests: try again in 10 minutes");
    expect(submitFailureOf(error, fields, UNREACHABLE).summary).toBe(
      "Too many requests: try again in 10 minutes",
    );
  });

  it("falls back to the unreachable message for network failures", () => {
    const error = new ApiRequestError("Failed to fetch", null, null);
    expect(submitFailureOf(error, fields, UNREACHABLE)).toEqual({ fields: {}, summary: UNREACHABLE });
    expect(submitFailureOf(new TypeError("boom"), fields, UNREACHABLE).summary).toBe(UNREACHABLE);
  });
});
