import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { type ReceivedMail, readReceivedMail } from "./received-mail";

/**
 * A real SMTP server on 127.0.0.1 that keeps every mail it accepts: the inbox of the API tests,
 * the browser tests and the load bench. It can also refuse the next mails with a temporary error,
 * to show that the outbox retries.
 */
export class MailCatcher {
  readonly mails: ReceivedMail[] = [];
  private refusals = 0;
  private parsing: Promise<unknown> = Promise.resolve();
  private readonly waiters = new Set<() => void>();

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  static async start({ port = 0 }: { port?: number } = {}): Promise<MailCatcher> {
    let catcher: MailCatcher | undefined;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      // The API's pooled transport keeps its connection open; closing must not wait for it.
      closeTimeout: 100,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          if (!catcher) return callback(new Error("not ready"));
          const recipients = session.envelope.rcptTo.map((recipient) => recipient.address);
          catcher.receive(Buffer.concat(chunks).toString("utf8"), recipients).then(callback, callback);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
    // A sender that goes away mid-connection (an API stopped by its test) is not the inbox's problem.
    server.on("error", () => {});
    const address = (server as unknown as { server: { address(): AddressInfo } }).server.address();
    catcher = new MailCatcher(server, address.port);
    return catcher;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The next `count` mails are answered "451 try again later" and not kept. */
  refuseNext(count: number): void {
    this.refusals = count;
  }

  /** Resolves with the first mail (received already or later) that matches. */
  async waitFor(matches: (mail: ReceivedMail) => boolean, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.find(matches);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No matching mail arrived within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, left);
        this.waiters.add(wake);
      });
    }
  }

  clear(): void {
    this.mails.length = 0;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /**
   * Keeps a mail once it is parsed and before the sender hears "250", so a test that awaited the send
   * finds it; parsing is chained so mails are kept in the order they arrived.
   */
  private receive(raw: string, recipients: string[]): Promise<Error | null> {
    if (this.refusals > 0) {
      this.refusals -= 1;
      return Promise.resolve(
        Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }),
      );
    }
    const kept = this.parsing.then(async () => {
      this.mails.push(await readReceivedMail(raw, recipients));
      for (const wake of this.waiters) wake();
      return null;
    });
    this.parsing = kept.catch(() => null);
    return kept;
  }
}
