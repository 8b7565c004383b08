import { describe, expect, it } from "vitest";
import { milestoneInputSchema, milestoneStatusFor, milestoneUpdateSchema } from "./roadmap";

describe("a milestone from a title and a target month (issue 29)", () => {
  it("derives the kind and the status, and leaves the description blank", () => {
    expect(milestoneInputSchema.parse({ title: "Reached", month: "2020-02" })).toEqual({
      title: "Reached",
      month: "2020-02",
      kind: "release",
      status: "done",
      text: "",
    });
    const ahead = milestoneUpdateSchema.parse({
      title: "Ahead",
      month: "2099-11",
      kind: "",
      status: "",
      text: "",
      expectedUpdatedAt: "2026-11-28T10:00:00.000Z",
    });
    expect(ahead).toMatchObject({ kind: "release", status: "planned" });
    expect(
      milestoneInputSchema.parse({ title: "Kept", month: "2099-01", kind: "market", status: "done" }),
    ).toMatchObject({ kind: "market", status: "done" });
  });

  it("follows the month for the status", () => {
    const now = new Date("2026-11-15T12:00:00Z");
    expect([
      milestoneStatusFor("2026-10", now),
      milestoneStatusFor("2026-11", now),
      milestoneStatusFor("2026-12", now),
    ]).toEqual(["done", "in-progress", "planned"]);
  });

  it("asks for a title and a month in plain words", () => {
    const result = milestoneInputSchema.safeParse({ kind: "party" });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      "Title is required",
      "Choose the target month, such as 2027-03",
      "Kind must be release, platform, certification or market; left empty, it is a release",
    ]);
  });
});
