import { roadmapPage } from "@quillspin/content";
import { milestoneQuarter, milestoneResponseSchema, roadmapResponseSchema } from "@quillspin/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import { signedIn } from "../../../test/support/accounts";
import type { App } from "../../app";
import { seedRoadmap } from "./roadmap.seed";

describe("seeding the roadmap", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const roadmap = async () =>
    roadmapResponseSchema.parse((await app.inject({ method: "GET", url: "/v1/roadmap" })).json()).data;

  it("copies the bundled milestones in their order, with the quarters the page showed", async () => {
    expect(await seedRoadmap(app.database.db)).toEqual({ added: roadmapPage.milestones.length });
    const seeded = await roadmap();
    expect(
      seeded.map(({ title, month, kind, status, text, position }) => ({
        title,
        month,
        kind,
        status,
        text,
        position,
      })),
    ).toEqual(
      roadmapPage.milestones.map(({ title, month, kind, status, text }, index) => ({
        title,
        month,
        kind,
        status,
        text,
        position: index + 1,
      })),
    );
    expect(seeded[0]?.quarter).toBe("Q4 2026");
    expect(milestoneQuarter("2027-03")).toBe("Q1 2027");
    expect(milestoneQuarter("2027-04")).toBe("Q2 2027");
  });

  it("seeds once: a restart brings back neither an edited nor a deleted milestone", async () => {
    await seedRoadmap(app.database.db);
    const { headers } = await signedIn(app, { role: "editor" });
    const [first, second] = await roadmap();
    if (!first || !second) throw new Error("not seeded");
    const edited = await app.inject({
      method: "PUT",
      url: `/v1/admin/roadmap/${first.id}`,
      headers,
      payload: {
        title: "Certified RTP profiles, all markets",
        month: first.month,
        kind: first.kind,
        status: first.status,
        text: first.text,
        expectedUpdatedAt: first.updatedAt,
      },
    });
    const kept = milestoneResponseSchema.parse(edited.json()).data;
    expect(
      (await app.inject({ method: "DELETE", url: `/v1/admin/roadmap/${second.id}`, headers })).statusCode,
    ).toBe(204);
    const before = await roadmap();

    expect(await seedRoadmap(app.database.db)).toEqual({ added: 0 });
    const after = await roadmap();
    expect(after).toEqual(before);
    expect(after[0]).toEqual(kept);
    expect(after).toHaveLength(roadmapPage.milestones.length - 1);
  });

  it("seeds once when several instances start together", async () => {
    const results = await Promise.all([1, 2, 3].map(() => seedRoadmap(app.database.db)));
    expect(results.map((result) => result.added).sort()).toEqual([0, 0, roadmapPage.milestones.length]);
    expect(await roadmap()).toHaveLength(roadmapPage.milestones.length);
  });
});
