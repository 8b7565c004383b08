import type { ContactRequestInput } from "@quillspin/contracts";
import type { ApiConfig } from "../../src/config/env";
import { MAX_MAIL_ATTEMPTS } from "../../src/modules/mail/delivery-schedule";

/** A message as an operator would write it; tests change one field at a time. */
export const validContact = {
  name: "Ana Ruiz",
  email: "ana.ruiz@northbay-gaming.example",
  company: "Northbay Gaming",
  topic: "sales",
  message: "We run four brands in Ontario and would like to add your Hold and Win titles next quarter.",
  consent: true,
} satisfies ContactRequestInput;

const unlimited = { max: 100_000, windowMs: 60_000 };

/** For tests about something else than the rate limit, which has tests of its own. */
export const withoutRateLimits: Pick<ApiConfig, "rateLimits"> = {
  rateLimits: {
    contact: unlimited,
    subscribe: unlimited,
    subscriptionLinks: unlimited,
    demoSessions: unlimited,
    operatorApi: unlimited,
    walletCheck: unlimited,
  },
};

export const testMailSettings: ApiConfig["mail"] = {
  smtpUrl: null,
  from: "Quillspin Games <no-reply@quillspin.games>",
  contactInbox: "inbox@quillspin.test",
  maxAttempts: MAX_MAIL_ATTEMPTS,
};

/** The first test file of a worker opens and migrates its database, which takes long on a busy machine. */
export const FIRST_DATABASE_OPEN_MS = 60_000;
