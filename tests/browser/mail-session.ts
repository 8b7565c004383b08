import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { MailCatcher } from "../../apps/api/test/support/mail-catcher";
import { testPorts } from "../test-env";
import { launchBrowser } from "./browser";

/** The browser tests' API sends mail to this port (its SMTP_URL); each file that reads mail listens on it. */
export const testSmtpPort = testPorts.smtp;

export interface MailSession {
  browser: Browser;
  inbox: MailCatcher;
}

/**
 * A browser and the studio inbox for the tests of one file that read mail: opened before its tests,
 * closed after them. Files run one at a time, so they take turns on the one SMTP port.
 */
export function useMailSession(): MailSession {
  const session = {} as MailSession;
  beforeAll(async () => {
    session.browser = await launchBrowser();
    session.inbox = await MailCatcher.start({ port: testSmtpPort });
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.inbox?.close();
  });
  return session;
}
