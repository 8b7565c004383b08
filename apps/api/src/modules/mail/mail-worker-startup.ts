import type { ApiConfig } from "../../config/env";
import type { Db } from "../../db/database";
import { smtpTransport } from "./mail-transport";
import { MailWorker, type MailWorkerLog } from "./worker";

/**
 * The API process delivers the outbox when SMTP_URL is set; without it mail waits in the outbox
 * (`npm run mail:outbox` shows it) and nothing is lost.
 */
export function startMailWorker(config: ApiConfig, db: Db, log: MailWorkerLog): MailWorker | null {
  if (!config.mail.smtpUrl) {
    log.info({}, "SMTP_URL is not set: mail waits in the outbox (npm run mail:outbox lists it)");
    return null;
  }
  const worker = new MailWorker({
    db,
    transport: smtpTransport(config.mail.smtpUrl),
    from: config.mail.from,
    maxAttempts: config.mail.maxAttempts,
    log,
  });
  worker.start();
  return worker;
}
