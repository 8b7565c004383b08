import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../api/api-request-error";
import { submitFailureOf } from "../forms/api-field-errors";
import { asFieldRefusal } from "./field-refusal";

const taken =
  "body.email: An account with this email address already exists. Sign in, or reset your password.";
const refusal = (status: number, message: string) =>
  new ApiRequestError(`${status}`, status, { statusCode: status, error: "Conflict", message });

describe("field refusals", () => {
  it("puts a 409 that names a field under that field", () => {
    const failure = submitFailureOf(asFieldRefusal(refusal(409, taken)), ["email", "password"], "offline");
    expect(failure).toEqual({
      fields: {
        email: "An account with this email address already exists. Sign in, or reset your password.",
      },
      summary: null,
    });
  });

  it("leaves every other failure as it was", () => {
    const limited = refusal(429, "Too many sign-ups from this network.");
    expect(asFieldRefusal(limited)).toBe(limited);
    const conflict = refusal(409, "This account is disabled.");
    expect(asFieldRefusal(conflict)).toBe(conflict);
    const offline = new Error("Failed to fetch");
    expect(asFieldRefusal(offline)).toBe(offline);
  });
});
