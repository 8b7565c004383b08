import type { AuditEvent, AuditListQuery, PageMeta } from "@quillspin/contracts";
import { and, count, desc, eq, gte, ilike, lte, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database";
import type { DbExecutor } from "../mail/outbox";
import { auditEvents } from "./audit.tables";

/** Who acted: a signed-in staff account (`request.account`), or the command line on the server. */
export interface AuditActor {
  id: string | null;
  email: string;
  name: string;
}

/** The actor of `npm run accounts` commands: somebody with a shell on the server, not a staff account. */
export const commandLineActor: AuditActor = { id: null, email: "command line", name: "Server command line" };

export interface AuditEntry {
  actor: AuditActor;
  /** `<area>.<verb>`, e.g. `news.publish`. */
  action: string;
  subject: { type: string; id: string; label: string };
  /** The record as it was, or null when the action created it. Never a password or a token. */
  before?: Record<string, unknown> | null;
  /** The record as the action left it, or null when the action removed it. */
  after?: Record<string, unknown> | null;
}

/**
 * Writes one staff action. Call it with the transaction that makes the change, so the log holds
 * exactly the changes that happened.
 */
export async function recordAudit(db: DbExecutor, entry: AuditEntry, now = new Date()): Promise<void> {
  await db.insert(auditEvents).values({
    at: now,
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    actorName: entry.actor.name,
    action: entry.action,
    subjectType: entry.subject.type,
    subjectId: entry.subject.id,
    subjectLabel: entry.subject.label,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** `%`, `_` and `\` match themselves in a contains-search. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The log for administrators, newest first, filtered by actor, action or area, subject and time. */
export async function listAuditEvents(
  db: Db,
  query: AuditListQuery,
): Promise<{ data: AuditEvent[]; meta: PageMeta }> {
  const conditions: SQL[] = [];
  if (query.actor) {
    const pattern = containing(query.actor);
    const actor = or(ilike(auditEvents.actorEmail, pattern), ilike(auditEvents.actorName, pattern));
    if (actor) conditions.push(actor);
  }
  if (query.action) {
    const action = query.action.includes(".")
      ? eq(auditEvents.action, query.action)
      : ilike(auditEvents.action, `${query.action.replace(/[\\%_]/g, (c) => `\\${c}`)}.%`);
    conditions.push(action);
  }
  if (query.subjectType) conditions.push(eq(auditEvents.subjectType, query.subjectType));
  if (query.subjectId) conditions.push(eq(auditEvents.subjectId, query.subjectId));
  if (query.from) conditions.push(gte(auditEvents.at, new Date(query.from)));
  if (query.to) conditions.push(lte(auditEvents.at, new Date(query.to)));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(auditEvents).where(where),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: { id: row.actorId, email: row.actorEmail, name: row.actorName },
      action: row.action,
      subject: { type: row.subjectType, id: row.subjectId, label: row.subjectLabel },
      before: row.before ?? null,
      after: row.after ?? null,
    })),
    meta: { page: query.page, limit: query.limit, total: totals?.total ?? 0 },
  };
}
