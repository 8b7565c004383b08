import { brand } from "@quillspin/content";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { buildSettings } from "../../config/public-env";

let pageMeta: typeof import("./page-meta").pageMeta;

beforeAll(async () => {
  // The site's settings are defined by the build; the canonical address reads them when first imported.
  vi.stubGlobal("__PUBLIC_SETTINGS__", buildSettings());
  vi.stubGlobal("__BUILD_ID__", "unit-test");
  ({ pageMeta } = await import("./page-meta"));
});

const titleOf = (tags: ReturnType<typeof import("./page-meta").pageMeta>) =>
  tags.find((tag): tag is { title: string } => "title" in tag)?.title;

describe("a page's meta tags", () => {
  it("names the studio once in the title, without trademark symbols an editor typed", () => {
    expect(titleOf(pageMeta({ title: "FlexiWays™ explained", description: "How it pays." }))).toBe(
      `FlexiWays explained | ${brand.name}`,
    );
    expect(titleOf(pageMeta({ title: `${brand.name}® news`, description: "News." }))).toBe(
      `${brand.name} news`,
    );
    const tags = pageMeta({
      title: "Roadmap",
      description: "What comes next.",
      keywords: ["slots", "roadmap"],
    });
    expect(tags).toContainEqual({ property: "og:title", content: `Roadmap | ${brand.name}` });
    expect(tags).toContainEqual({ name: "keywords", content: "slots, roadmap" });
  });
});
