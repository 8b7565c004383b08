import { describe, expect, it } from "vitest";
import { claimedOperator } from "./signed-requests";
import { signatureHeaders } from "./signing";

const from = (ip: string, operator?: string) => ({
  ip,
  headers: operator === undefined ? {} : { [signatureHeaders.operator]: operator },
});

describe("claimedOperator, a signed request's rate-limit bucket", () => {
  it("is the operator's from each address, so a stranger naming the id cannot spend the operator's minute", () => {
    expect(claimedOperator(from("203.0.113.7", "op_live"))).toBe(
      claimedOperator(from("203.0.113.7", "op_live")),
    );
    expect(claimedOperator(from("198.51.100.9", "op_live"))).not.toBe(
      claimedOperator(from("203.0.113.7", "op_live")),
    );
    expect(claimedOperator(from("203.0.113.7", "op_other"))).not.toBe(
      claimedOperator(from("203.0.113.7", "op_live")),
    );
  });

  it("falls back to the address for a request naming no operator, or an id too long to be one", () => {
    expect(claimedOperator(from("203.0.113.7"))).toBe("address:203.0.113.7");
    expect(claimedOperator(from("203.0.113.7", "x".repeat(65)))).toBe("address:203.0.113.7");
  });
});
