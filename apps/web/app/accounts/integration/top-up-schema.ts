import { minorUnitExponent } from "@quillspin/contracts";
import { z } from "zod";
import { parseMajorUnits } from "./minor-units";

export interface TopUpMessages {
  player: string;
  amount: (currency: string, decimals: number) => string;
  currency: string;
}

export const emptyTopUp = { player_id: "", currency: "", amount: "", idempotency_key: "" };
export type TopUpValues = typeof emptyTopUp;

const isCurrencyCode = (code: string) => /^[A-Z]{3}$/.test(code);

/**
 * The top-up form's checks in plain words: a player id as the API takes it (1 to 128 characters), one
 * of the partner's currencies, and an amount typed in the currency's major unit that it can hold
 * (no more decimals than its exponent), turned into minor units without floating point.
 */
export function topUpSchema(messages: TopUpMessages, currencies: readonly string[]) {
  return z
    .object({
      player_id: z.string().trim().min(1, { error: messages.player }).max(128, { error: messages.player }),
      currency: z.string().refine((code) => isCurrencyCode(code) && currencies.includes(code), {
        error: messages.currency,
      }),
      amount: z.string(),
      idempotency_key: z.string().min(1),
    })
    .transform((values, context) => {
      const currency = isCurrencyCode(values.currency) ? values.currency : "EUR";
      const minor = parseMajorUnits(values.amount, currency);
      if (minor === null) {
        context.addIssue({
          code: "custom",
          path: ["amount"],
          message: messages.amount(currency, minorUnitExponent(currency)),
        });
        return z.NEVER;
      }
      return { ...values, amount: minor };
    });
}
