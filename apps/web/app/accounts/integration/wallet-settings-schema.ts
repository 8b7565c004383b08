import { z } from "zod";

/** The messages a person reads when the wallet settings are refused (never zod's own wording). */
export interface WalletSettingsMessages {
  url: string;
  urlLong: string;
  currencies: string;
  tooManyCurrencies: string;
}

const isWebAddress = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
};

/**
 * The form's checks, the API's `PUT /v1/partner/integration` limits (2,000 characters, 1 to 20
 * currencies) in plain words. An empty address means the reference wallet, sent as null. Whether
 * the host is public is the API's check, and its answer is shown beside the field.
 */
export function walletSettingsSchema(messages: WalletSettingsMessages) {
  return z.object({
    wallet_url: z
      .string()
      .trim()
      .max(2000, { error: messages.urlLong })
      .refine((url) => url === "" || isWebAddress(url), { error: messages.url })
      .transform((url) => (url === "" ? null : url)),
    currencies: z
      .array(z.string().regex(/^[A-Z]{3}$/))
      .min(1, { error: messages.currencies })
      .max(20, { error: messages.tooManyCurrencies }),
  });
}
