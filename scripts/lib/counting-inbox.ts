import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface CountingInbox {
  port: number;
  /** Message-ID -> how many times it arrived. */
  delivered: Map<string, number>;
  close: () => Promise<void>;
}

/**
 * The studio inbox of the load scripts: a real SMTP server on 127.0.0.1 that only counts what arrives,
 * by Message-ID, so a notification sent twice (the same Message-ID again after a crash) shows up.
 * The API tests' MailCatcher keeps whole mails; under thousands of mails these scripts need counts only.
 */
export async function startCountingInbox(): Promise<CountingInbox> {
  const delivered = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // The APIs' pooled transports keep their connections open; closing must not wait for them.
    closeTimeout: 100,
    onData(stream, _session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => {
        raw += chunk;
      });
      stream.on("end", () => {
        const messageId = /^message-id:\s*(\S+)/im.exec(raw)?.[1] ?? "missing";
        delivered.set(messageId, (delivered.get(messageId) ?? 0) + 1);
        callback();
      });
    },
  });
  // An API killed mid-mail drops its connection; that is what these scripts provoke, not a failure.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    delivered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
