import {
  type Milestone,
  type MilestoneInput,
  type MilestoneUpdate,
  milestoneQuarter,
} from "@quillspin/contracts";
import { asc, eq, gt, max, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { type AuditActor, recordAudit } from "../audit/audit-log";
import type { DbExecutor } from "../mail/outbox";
import { roadmapMilestones } from "./roadmap.tables";

type MilestoneRow = typeof roadmapMilestones.$inferSelect;

/** Any number, as long as every API instance uses the same one. */
const ROADMAP_LOCK_ID = 71_203_015;

/** A refusal an editor can act on; the error plugin answers it with its status and message. */
export class RoadmapRefusal extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/** The edit started from a version someone else has since replaced: answered 409 with both times. */
export class MilestoneConflict extends Error {
  readonly statusCode = 409;
  constructor(
    readonly expectedUpdatedAt: string,
    readonly currentUpdatedAt: string,
  ) {
    super(
      `expectedUpdatedAt: this milestone was changed by someone else at ${currentUpdatedAt}, after the version you edited (${expectedUpdatedAt}); reload it and make your change again`,
    );
  }
}

export function toMilestone(row: MilestoneRow): Milestone {
  return {
    id: row.id,
    position: row.position,
    month: row.month,
    quarter: milestoneQuarter(row.month),
    title: row.title,
    kind: row.kind,
    status: row.status,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a milestone: its fields, without the bookkeeping times. */
function audited(row: MilestoneRow): Record<string, unknown> {
  const { createdAt: _created, updatedAt: _updated, ...fields } = row;
  return fields;
}

const subjectOf = (row: MilestoneRow) => ({ type: "roadmap-milestone", id: row.id, label: row.title });

/**
 * Serialises every change to the roadmap's order: positions are read and rewritten by one
 * transaction at a time, so concurrent moves never leave two milestones in one place.
 */
async function lockRoadmap(tx: DbExecutor) {
  await tx.execute(sql`select pg_advisory_xact_lock(${ROADMAP_LOCK_ID})`);
}

export async function listMilestones(db: Db): Promise<Milestone[]> {
  const rows = await db
    .select()
    .from(roadmapMilestones)
    .orderBy(asc(roadmapMilestones.position), asc(roadmapMilestones.createdAt));
  return rows.map(toMilestone);
}

async function lockedMilestone(tx: DbExecutor, id: string): Promise<MilestoneRow> {
  const [row] = await tx.select().from(roadmapMilestones).where(eq(roadmapMilestones.id, id)).for("update");
  if (!row) throw new RoadmapRefusal(404, "id: no milestone has this id; it may have been deleted");
  return row;
}

function checkVersion(row: MilestoneRow, expectedUpdatedAt: string) {
  const current = row.updatedAt.toISOString();
  if (new Date(expectedUpdatedAt).getTime() !== row.updatedAt.getTime()) {
    throw new MilestoneConflict(new Date(expectedUpdatedAt).toISOString(), current);
  }
}

/** A save's time, always later than the version it replaces, so every save is a new version. */
function nextVersion(row: MilestoneRow): Date {
  const now = Date.now();
  return new Date(Math.max(now, row.updatedAt.getTime() + 1));
}

/** Adds a milestone at the end of the roadmap. */
export async function createMilestone(db: Db, actor: AuditActor, input: MilestoneInput): Promise<Milestone> {
  return db.transaction(async (tx) => {
    await lockRoadmap(tx);
    const [last] = await tx.select({ position: max(roadmapMilestones.position) }).from(roadmapMilestones);
    const now = new Date();
    const [row] = await tx
      .insert(roadmapMilestones)
      .values({ ...input, position: (last?.position ?? 0) + 1, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error("The milestone was not stored");
    await recordAudit(tx, { actor, action: "roadmap.create", subject: subjectOf(row), after: audited(row) });
    return toMilestone(row);
  });
}

/** Replaces a milestone's fields, unless someone saved it since the version the editor started from. */
export async function updateMilestone(
  db: Db,
  actor: AuditActor,
  id: string,
  { expectedUpdatedAt, ...fields }: MilestoneUpdate,
): Promise<Milestone> {
  return db.transaction(async (tx) => {
    const before = await lockedMilestone(tx, id);
    checkVersion(before, expectedUpdatedAt);
    const [after] = await tx
      .update(roadmapMilestones)
      .set({ ...fields, updatedAt: nextVersion(before) })
      .where(eq(roadmapMilestones.id, id))
      .returning();
    if (!after) throw new Error("The milestone was not updated");
    await recordAudit(tx, {
      actor,
      action: "roadmap.update",
      subject: subjectOf(after),
      before: audited(before),
      after: audited(after),
    });
    return toMilestone(after);
  });
}

/**
 * Marks a milestone done, or takes the mark back. A milestone that was marked done too early was
 * being worked on, so it goes back to in progress; the edit form can still set it to planned.
 */
export async function markMilestoneDone(
  db: Db,
  actor: AuditActor,
  id: string,
  { done, expectedUpdatedAt }: { done: boolean; expectedUpdatedAt: string },
): Promise<Milestone> {
  return db.transaction(async (tx) => {
    const before = await lockedMilestone(tx, id);
    checkVersion(before, expectedUpdatedAt);
    const status = done ? "done" : before.status === "done" ? "in-progress" : before.status;
    const [after] = await tx
      .update(roadmapMilestones)
      .set({ status, updatedAt: nextVersion(before) })
      .where(eq(roadmapMilestones.id, id))
      .returning();
    if (!after) throw new Error("The milestone was not updated");
    await recordAudit(tx, {
      actor,
      action: done ? "roadmap.mark-done" : "roadmap.mark-undone",
      subject: subjectOf(after),
      before: { status: before.status },
      after: { status: after.status },
    });
    return toMilestone(after);
  });
}

async function orderedRows(tx: DbExecutor): Promise<MilestoneRow[]> {
  return tx
    .select()
    .from(roadmapMilestones)
    .orderBy(asc(roadmapMilestones.position), asc(roadmapMilestones.createdAt));
}

/** Writes positions 1..n in the given order, touching only rows whose place changed. */
async function writeOrder(tx: DbExecutor, before: MilestoneRow[], order: MilestoneRow[]) {
  for (const [index, row] of order.entries()) {
    if (before[index]?.id === row.id && row.position === index + 1) continue;
    await tx
      .update(roadmapMilestones)
      .set({ position: index + 1 })
      .where(eq(roadmapMilestones.id, row.id));
  }
}

/** Swaps a milestone with its neighbour above or below, in one transaction. */
export async function moveMilestone(
  db: Db,
  actor: AuditActor,
  id: string,
  direction: "up" | "down",
): Promise<Milestone[]> {
  return db.transaction(async (tx) => {
    await lockRoadmap(tx);
    const before = await orderedRows(tx);
    const from = before.findIndex((row) => row.id === id);
    const moved = before[from];
    if (!moved) throw new RoadmapRefusal(404, "id: no milestone has this id; it may have been deleted");
    const to = direction === "up" ? from - 1 : from + 1;
    const neighbour = before[to];
    if (!neighbour) {
      throw new RoadmapRefusal(
        409,
        `direction: "${moved.title}" is already ${direction === "up" ? "first" : "last"} on the roadmap`,
      );
    }
    const order = [...before];
    order[from] = neighbour;
    order[to] = moved;
    await writeOrder(tx, before, order);
    await recordAudit(tx, {
      actor,
      action: "roadmap.move",
      subject: subjectOf(moved),
      before: { position: from + 1 },
      after: { position: to + 1 },
    });
    return (await orderedRows(tx)).map(toMilestone);
  });
}

/**
 * Sets the whole order at once. The list must name every milestone exactly once: one added or
 * deleted by someone else in between makes it a 409, and nothing is moved.
 */
export async function reorderRoadmap(
  db: Db,
  actor: AuditActor,
  ids: readonly string[],
): Promise<Milestone[]> {
  if (new Set(ids).size !== ids.length) {
    throw new RoadmapRefusal(400, "body.ids: each milestone may appear only once");
  }
  return db.transaction(async (tx) => {
    await lockRoadmap(tx);
    const before = await orderedRows(tx);
    const byId = new Map(before.map((row) => [row.id, row]));
    const order = ids.map((id) => byId.get(id));
    if (ids.length !== before.length || order.some((row) => row === undefined)) {
      throw new RoadmapRefusal(
        409,
        "body.ids: the roadmap has changed since this order was made (a milestone was added or deleted); reload it and reorder again",
      );
    }
    await writeOrder(tx, before, order as MilestoneRow[]);
    await recordAudit(tx, {
      actor,
      action: "roadmap.reorder",
      subject: { type: "roadmap", id: "roadmap", label: "Roadmap" },
      before: { order: before.map((row) => row.id) },
      after: { order: [...ids] },
    });
    return (await orderedRows(tx)).map(toMilestone);
  });
}

/** Deletes a milestone and closes the gap it leaves in the order. */
export async function deleteMilestone(db: Db, actor: AuditActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockRoadmap(tx);
    const row = await lockedMilestone(tx, id);
    await tx.delete(roadmapMilestones).where(eq(roadmapMilestones.id, id));
    await tx
      .update(roadmapMilestones)
      .set({ position: sql`${roadmapMilestones.position} - 1` })
      .where(gt(roadmapMilestones.position, row.position));
    await recordAudit(tx, { actor, action: "roadmap.delete", subject: subjectOf(row), before: audited(row) });
  });
}
