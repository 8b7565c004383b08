import { describe, expect, it } from "vitest";
import { auditDiff } from "./audit-diff";

describe("an audit entry's changes", () => {
  it("lists only the fields that changed, with their values before and after", () => {
    expect(
      auditDiff(
        { title: "Launch", status: "draft", tags: ["slots"], pinned: false },
        { title: "Launch week", status: "draft", tags: ["slots", "news"], pinned: false },
      ),
    ).toEqual([
      { field: "title", before: "Launch", after: "Launch week" },
      { field: "tags", before: '["slots"]', after: '["slots","news"]' },
    ]);
  });

  it("shows a created record's fields as added and a removed record's as removed", () => {
    expect(auditDiff(null, { title: "New", publishedAt: null })).toEqual([
      { field: "title", after: "New" },
      { field: "publishedAt", after: "(empty)" },
    ]);
    expect(auditDiff({ email: "ana@operator.example" }, null)).toEqual([
      { field: "email", before: "ana@operator.example" },
    ]);
    expect(auditDiff(null, null)).toEqual([]);
  });

  it("keeps a field that appears or disappears in an edit", () => {
    expect(auditDiff({ reason: "Incomplete details" }, { approvedAt: "2026-01-02" })).toEqual([
      { field: "reason", before: "Incomplete details" },
      { field: "approvedAt", after: "2026-01-02" },
    ]);
  });
});
