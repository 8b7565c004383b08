import { describe, expect, it } from "vitest";
import { sectionsFor } from "./admin-sections";

describe("the back office's sections", () => {
  it("give editors the dashboard, News and Roadmap, and administrators all nine", () => {
    expect(sectionsFor("editor").map((section) => section.label)).toEqual(["Dashboard", "News", "Roadmap"]);
    expect(sectionsFor("admin").map((section) => section.path)).toEqual([
      "/admin",
      "/admin/news",
      "/admin/roadmap",
      "/admin/partners",
      "/admin/messages",
      "/admin/subscribers",
      "/admin/integrations",
      "/admin/staff",
      "/admin/audit",
    ]);
  });
});
