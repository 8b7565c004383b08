import type { Db } from "../../db/database";
import type { MailCatcher } from "./mail-catcher";
import { smtpTransport } from "./mail-transport";
import { type MailRound, MailWorker, type MailWorkerLog } from "./worker";

export const quietMailLog: MailWorkerLog = { info() {}, warn() {}, error() {} };

/** Tests deliver the outbox on demand: one worker round through real SMTP to the catcher. */
export async function deliverOutbox(db: Db, catcher: MailCatcher, from: string): Promise<MailRound> {
  const worker = new MailWorker({ db, transport: smtpTransport(catcher.url), from, log: quietMailLog });
  try {
    return await worker.deliverDueMail();
  } finally {
    await worker.stop();
  }
}
