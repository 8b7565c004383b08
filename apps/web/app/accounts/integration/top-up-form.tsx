import { minorUnitExponent } from "@quillspin/contracts";
import { useMemo, useState } from "react";
import { SelectField, TextField } from "../../forms/fields";
import { FormFrame } from "../../forms/form-frame";
import { useForm } from "../../forms/use-form";
import { formsMessages } from "../../locale/areas/forms";
import { partnerIntegrationMessages } from "../../locale/areas/partner-integration";
import { useMessages } from "../../locale/locale-context";
import { newIdempotencyKey } from "./idempotency-key";
import { integrationApi, type TopUpAnswer } from "./integration-api";
import { emptyTopUp, topUpSchema } from "./top-up-schema";

const newPlayerFields = { player_id: "player", currency: "currency", amount: "amount" } as const;
const knownPlayerFields = { amount: "amount" } as const;
/** A known player's id and currency are hidden fields: only the amount is shown, and summarised. */
type ShownFields = Readonly<Record<keyof typeof newPlayerFields, string>>;

interface TopUpFormProps {
  /** The player topped up; none to add a new one, whose id and currency the form asks for. */
  player?: { player_id: string; currency: string };
  currencies: readonly string[];
  onDone: (answer: TopUpAnswer) => void;
}

/**
 * Adds play money on the reference wallet, or a new test player with it. The form carries its own
 * Idempotency-Key (a hidden field), kept until the API answers: sent twice, it tops up once. The
 * parent mounts a new form, with a new key, for the next top-up.
 */
export function TopUpForm({ player, currencies, onDone }: TopUpFormProps) {
  const m = useMessages(partnerIntegrationMessages, formsMessages);
  const t = m.partnerIntegration.players;
  const [idempotencyKey] = useState(newIdempotencyKey);
  const initial = useMemo(
    () => ({
      ...emptyTopUp,
      player_id: player?.player_id ?? "",
      currency: player?.currency ?? currencies[0] ?? "",
      idempotency_key: idempotencyKey,
    }),
    [player, currencies, idempotencyKey],
  );
  const schema = useMemo(
    () => topUpSchema(t.errors, player ? [player.currency] : currencies),
    [t, player, currencies],
  );
  const form = useForm({
    schema,
    initial,
    fields: (player ? knownPlayerFields : newPlayerFields) as ShownFields,
    send: async ({ player_id, currency, amount, idempotency_key }) => {
      const answer = await integrationApi.topUp(player_id, { amount, currency }, idempotency_key);
      onDone(answer);
      return answer;
    },
  });
  const currency = form.values.currency || "EUR";
  const title = player ? t.topUpFor(player.player_id) : t.add;

  return (
    <FormFrame
      form={form}
      title={title}
      titleAs="h3"
      lead={player ? undefined : t.addLead}
      noScript={m.partnerIntegration.gate.noScript}
      submit={player ? t.topUpSubmit : t.addSubmit}
    >
      <input type="hidden" name="idempotency_key" value={form.values.idempotency_key} />
      {player ? (
        <>
          <input type="hidden" name="player_id" value={player.player_id} />
          <input type="hidden" name="currency" value={player.currency} />
        </>
      ) : (
        <>
          <TextField
            {...form.textField("player_id")}
            label={t.newPlayer}
            hint={t.newPlayerHint}
            autoComplete="off"
            spellCheck={false}
          />
          <SelectField
            {...form.textField("currency")}
            label={t.currency}
            options={currencies.map((code) => ({ value: code, label: code }))}
          />
        </>
      )}
      <TextField
        {...form.textField("amount")}
        label={`${t.amount} (${currency})`}
        hint={t.amountHint(currency, minorUnitExponent(currency))}
        inputMode="decimal"
        autoComplete="off"
      />
    </FormFrame>
  );
}
