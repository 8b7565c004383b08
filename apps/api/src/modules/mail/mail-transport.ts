import { createTransport, type SendMailOptions } from "nodemailer";

/** What the worker needs from a transport; tests hand in one pointed at their own SMTP server. */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close(): void;
}

/**
 * SMTP from `SMTP_URL` (smtp://user:pass@host:587 or smtps://…:465), pooled, with timeouts well
 * under the worker's lease so a hung server never keeps a mail leased past it.
 */
export function smtpTransport(url: string): MailTransport {
  return createTransport({
    url,
    pool: true,
    maxConnections: 4,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
}
