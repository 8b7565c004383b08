import { describe, expect, it } from "vitest";
import { isSameOriginPost } from "./request-origin.server";

const site = ["https://www.quillspin.example"];
const post = (headers: Record<string, string>, method = "POST") =>
  new Request("https://www.quillspin.example/admin/sign-out", { method, headers });

describe("a back-office post", () => {
  it("is accepted from the site's own pages", () => {
    expect(
      isSameOriginPost(
        post({ "sec-fetch-site": "same-origin", origin: "https://www.quillspin.example" }),
        site,
      ),
    ).toBe(true);
  });

  it("is refused from another site, even a subdomain of this one", () => {
    expect(isSameOriginPost(post({ "sec-fetch-site": "cross-site" }), site)).toBe(false);
    expect(isSameOriginPost(post({ "sec-fetch-site": "same-site" }), site)).toBe(false);
    expect(isSameOriginPost(post({ origin: "https://evil.example" }), site)).toBe(false);
    expect(isSameOriginPost(post({ origin: "null" }), site)).toBe(false);
  });

  it("leaves reads alone", () => {
    expect(isSameOriginPost(post({ "sec-fetch-site": "cross-site" }, "GET"), site)).toBe(true);
  });
});
