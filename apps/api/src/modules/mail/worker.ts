import type { Db } from "../../db/database";
import { MAX_MAIL_ATTEMPTS } from "./delivery-schedule";
import type { MailTransport } from "./mail-transport";
import { messageIdFor } from "./message-id";
import {
  claimDueMails,
  markMailAttemptFailed,
  markMailSent,
  type OutboxMail,
  releaseMails,
} from "./outbox-queue";

/** The part of the API's logger the worker writes to. */
export interface MailWorkerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  /** The sender of every mail, `MAIL_FROM`. */
  from: string;
  log: MailWorkerLog;
  /** How often an idle worker looks for due mail. */
  pollIntervalMs?: number;
  /** Mails claimed per round. */
  batchSize?: number;
  /** Mails of one round sent at the same time. */
  concurrency?: number;
  leaseMs?: number;
  /** Attempts before a mail is marked failed; `MAX_MAIL_ATTEMPTS` unless configured. */
  maxAttempts?: number;
}

export interface MailRound {
  sent: number;
  failed: number;
}

/**
 * Delivers the outbox: claims due mails under a lease, sends each with a Message-ID made from its
 * row id, marks it sent, and on failure schedules the next attempt. Nothing runs until `start()`;
 * tests call `deliverDueMail()` themselves.
 */
export class MailWorker {
  private readonly options: Required<Omit<MailWorkerOptions, "leaseMs">> & { leaseMs?: number };
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopping = false;

  constructor(options: MailWorkerOptions) {
    this.options = {
      pollIntervalMs: 1000,
      batchSize: 20,
      concurrency: 4,
      maxAttempts: MAX_MAIL_ATTEMPTS,
      ...options,
    };
  }

  start(): void {
    if (this.timer || this.stopping) return;
    this.schedule(0);
  }

  /** Finishes the mails in flight, hands back the ones not started, and closes the transport. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    this.options.transport.close();
  }

  /** One round: claims what is due and tries to send it. */
  async deliverDueMail(): Promise<MailRound> {
    const { db, batchSize, concurrency, leaseMs } = this.options;
    const claimed = await claimDueMails(db, { limit: batchSize, leaseMs });
    const round: MailRound = { sent: 0, failed: 0 };
    const queue = [...claimed];
    const sender = async () => {
      for (let mail = queue.shift(); mail; mail = queue.shift()) {
        if (await this.deliver(mail)) round.sent += 1;
        else round.failed += 1;
        if (this.stopping) break;
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, claimed.length) }, sender));
    await releaseMails(
      db,
      queue.map((mail) => mail.id),
    );
    return round;
  }

  private async deliver(mail: OutboxMail): Promise<boolean> {
    const { db, transport, from, log, maxAttempts } = this.options;
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        messageId: messageIdFor(mail.id, from),
        date: mail.createdAt,
        headers: mail.headers ?? undefined,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.warn({ mailId: mail.id, kind: mail.kind, attempts: mail.attempts, err: reason }, "mail not sent");
      await markMailAttemptFailed(db, mail, reason, maxAttempts);
      return false;
    }
    await markMailSent(db, mail.id);
    log.info({ mailId: mail.id, kind: mail.kind }, "mail sent");
    return true;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      const round = this.deliverDueMail().then(
        (result) => result.sent + result.failed >= this.options.batchSize,
        (error: unknown) => {
          this.options.log.error({ err: error }, "mail worker round failed");
          return false;
        },
      );
      this.running = round;
      void round.then((busy) => {
        this.running = null;
        if (!this.stopping) this.schedule(busy ? 0 : this.options.pollIntervalMs);
      });
    }, delayMs);
  }
}
