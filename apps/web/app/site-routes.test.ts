import { siteAddress, siteRoutes } from "@quillspin/contracts";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "./routes";

/** Every URL pattern routes.ts declares, parents' segments joined; the catch-all is left out. */
function declaredPatterns(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent || "/";
    const children = entry.children ? declaredPatterns(entry.children, own === "/" ? "" : own) : [];
    return entry.path === "*"
      ? children
      : [...(entry.path !== undefined || entry.index ? [own] : []), ...children];
  });
}

const patterns = declaredPatterns(routes);
const pages = Object.entries(siteRoutes) as [string, (...parts: string[]) => string][];
// A slug or token with characters a URL must escape, so an unescaped builder shows.
const sample = "a b/c?d";

describe("the site's URL map (packages/contracts) and the web's routes", () => {
  it("finds the web's declared pages", () => {
    expect(patterns).toContain("/reset-password");
    expect(patterns).toContain("/games/:slug");
    expect(patterns).not.toContain("/*");
  });

  it.each(pages)("%s is a page routes.ts declares, and carries its argument intact", (_name, build) => {
    const args = Array.from({ length: build.length }, () => sample);
    const address = new URL(build(...args), "http://site.test");
    const matches = patterns.filter((pattern) => matchPath(pattern, address.pathname));
    expect(matches.length, `${address.pathname} matches none of ${patterns.join(", ")}`).toBeGreaterThan(0);
    if (args.length === 0) return;
    const params = matches.map((pattern) => matchPath(pattern, address.pathname)?.params ?? {});
    const carried = [
      address.searchParams.get("token"),
      ...params.flatMap((found) => Object.values(found).map((value) => decodeURIComponent(value ?? ""))),
    ];
    expect(carried).toContain(sample);
  });

  it("makes absolute addresses on the configured origin", () => {
    expect(siteAddress("http://site.test", siteRoutes.resetPassword("abc_-1"))).toBe(
      "http://site.test/reset-password?token=abc_-1",
    );
    expect(siteAddress("https://example.com", siteRoutes.demoPlay("lucky-7"))).toBe(
      "https://example.com/demo/lucky-7/play",
    );
  });
});
