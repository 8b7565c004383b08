import { describe, expect, it } from "vitest";
import { newsCoverSrcSet } from "./news-cover";

describe("a news cover's files", () => {
  it("offers the phone-sized file of a cover the site drew", () => {
    expect(newsCoverSrcSet("/images/news/koi-lantern.webp")).toBe(
      "/images/news/koi-lantern@800w.webp 800w, /images/news/koi-lantern.webp 1200w, /images/news/koi-lantern@2x.webp 2400w",
    );
  });

  it("offers only the two stored sizes of an uploaded cover, and none of a cover elsewhere", () => {
    const uploaded = "/images/news/uploads/0b5c2c1e-8f9a-4c1e-9d3b-2a7e6f1c4d5e.webp";
    expect(newsCoverSrcSet(uploaded)).toBe(
      `${uploaded} 1200w, /images/news/uploads/0b5c2c1e-8f9a-4c1e-9d3b-2a7e6f1c4d5e@2x.webp 2400w`,
    );
    expect(newsCoverSrcSet("https://cdn.example.com/cover.webp")).toBeUndefined();
  });
});
