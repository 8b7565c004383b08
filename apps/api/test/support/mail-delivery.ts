import type { Db } from "../../src/db/database";
import { smtpTransport } from "../../src/modules/mail/mail-transport";
import { type MailRound, MailWorker, type MailWorkerLog } from "../../src/modules/mail/worker";
import type { MailCatcher } from "./mail-catcher";

export const quietMailLog: MailWorkerLog = { info() {}, warn() {}, error() {} };

/** Tests deliver the outbox on demand: one worker round through real SMTP to the catcher. */
export async function deliverOutbox(
  db: Db,
  catcher: MailCatcher,
  from: string,
  { maxAttempts }: { maxAttempts?: number } = {},
): Promise<MailRound> {
  const worker = new MailWorker({
    db,
    transport: smtpTransport(catcher.url),
    from,
    log: quietMailLog,
    ...(maxAttempts ? { maxAttempts } : {}),
  });
  try {
    return await worker.deliverDueMail();
  } finally {
    await worker.stop();
  }
}
