import { describe, expect, it } from "vitest";
import { safeReturnPath, signInAddress } from "./sign-in-address";

describe("the page to return to after signing in", () => {
  it("keeps a back-office path with its query", () => {
    expect(safeReturnPath("/admin/news?status=draft")).toBe("/admin/news?status=draft");
    expect(safeReturnPath("/admin")).toBe("/admin");
  });

  it("answers the dashboard for anything outside the back office or this site", () => {
    for (const value of [
      null,
      "",
      "https://evil.example/admin",
      "//evil.example/admin",
      "/\\evil.example",
      "/administrator",
      "/news",
      "/admin/sign-in?returnTo=/admin/news",
      "admin/news",
    ]) {
      expect(safeReturnPath(value), String(value)).toBe("/admin");
    }
  });

  it("sends an anonymous visitor to the form with the page and whether the session ended", () => {
    expect(signInAddress(new URL("https://site.example/admin/audit?page=2"), true)).toBe(
      "/admin/sign-in?returnTo=%2Fadmin%2Faudit%3Fpage%3D2&ended=1",
    );
    expect(signInAddress(new URL("https://site.example/admin"), false)).toBe("/admin/sign-in");
  });
});
