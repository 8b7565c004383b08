import { csvByteOrderMark, subscriberExportColumns } from "@quillspin/contracts";
import { csvRow } from "@quillspin/csv";
import { and, asc, count, eq, gt, lte, or } from "drizzle-orm";
import type { Db } from "../../db/database";
import { type AuditActor, recordAudit } from "../audit/audit-log";
import { subscriptions } from "./subscriptions.tables";

const BATCH = 500;
/** People open the export in a spreadsheet: every cell quoted, so none is read as a number or a date. */
const quoteEveryCell = { quoteEveryCell: true } as const;

/** Confirmed by `asOf`: rows confirmed while the file streams wait for the next export. */
const confirmedBy = (asOf: Date) =>
  and(eq(subscriptions.status, "confirmed"), lte(subscriptions.confirmedAt, asOf));

/**
 * Writes the export into the audit log before it starts, with how many addresses it holds and
 * when, never the addresses themselves: the log outlives subscriptions, and a copy of the list in it
 * would survive every unsubscribe and erasure.
 */
export async function auditSubscriberExport(db: Db, actor: AuditActor, asOf: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ total: count() }).from(subscriptions).where(confirmedBy(asOf));
    const total = row?.total ?? 0;
    await recordAudit(
      tx,
      {
        actor,
        action: "subscriber.export",
        subject: { type: "subscriber-list", id: "confirmed", label: "Confirmed subscribers (CSV)" },
        after: {
          confirmedSubscribers: total,
          asOf: asOf.toISOString(),
          columns: [...subscriberExportColumns],
        },
      },
      asOf,
    );
    return total;
  });
}

/**
 * The confirmed subscribers as CSV, oldest confirmation first, read in batches by keyset so a long
 * list never sits in memory whole nor holds a transaction open while a slow client downloads it.
 * Someone who unsubscribes meanwhile is left out of the batches still to come.
 */
export async function* confirmedSubscribersCsv(db: Db, asOf: Date): AsyncGenerator<string> {
  yield csvByteOrderMark + csvRow(subscriberExportColumns, quoteEveryCell);
  let after: { confirmedAt: Date; id: string } | null = null;
  for (;;) {
    const rows: { id: string; email: string; confirmedAt: Date | null; consentAt: Date }[] = await db
      .select({
        id: subscriptions.id,
        email: subscriptions.email,
        confirmedAt: subscriptions.confirmedAt,
        consentAt: subscriptions.consentAt,
      })
      .from(subscriptions)
      .where(
        and(
          confirmedBy(asOf),
          after
            ? or(
                gt(subscriptions.confirmedAt, after.confirmedAt),
                and(eq(subscriptions.confirmedAt, after.confirmedAt), gt(subscriptions.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(subscriptions.confirmedAt), asc(subscriptions.id))
      .limit(BATCH);
    if (rows.length > 0)
      yield rows
        .map((row) =>
          csvRow(
            [row.email, row.confirmedAt?.toISOString() ?? "", row.consentAt.toISOString()],
            quoteEveryCell,
          ),
        )
        .join("");
    const last = rows.at(-1);
    if (rows.length < BATCH || !last?.confirmedAt) return;
    after = { confirmedAt: last.confirmedAt, id: last.id };
  }
}
