import { type Milestone as BundledMilestone, roadmapPage } from "@quillspin/content";
import { milestoneInputSchema } from "@quillspin/contracts";
import type { Db } from "../../db/database";
import { contentSeeds, roadmapMilestones } from "./roadmap.tables";

const SEED_NAME = "roadmap";

/**
 * Copies the bundled roadmap into the database on the first start, and never again: the marker row
 * and the milestones are written in one transaction, so of several instances starting at once only
 * one seeds (the others wait on the marker's key, then find it), and what editors change, reorder or
 * delete later survives every restart. Answers how many milestones it added.
 */
export async function seedRoadmap(
  db: Db,
  milestones: readonly BundledMilestone[] = roadmapPage.milestones,
): Promise<{ added: number }> {
  // Checked before anything is written: a bundled entry the editors' form would refuse fails the start.
  const rows = milestones.map((milestone, index) => ({
    ...milestoneInputSchema.parse(milestone),
    position: index + 1,
  }));
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(contentSeeds)
      .values({ name: SEED_NAME })
      .onConflictDoNothing({ target: contentSeeds.name })
      .returning({ name: contentSeeds.name });
    if (marked.length === 0 || rows.length === 0) return { added: 0 };
    const added = await tx.insert(roadmapMilestones).values(rows).returning({ id: roadmapMilestones.id });
    return { added: added.length };
  });
}
