import { SelectField, TextField } from "../../forms/fields";
import { FormFrame } from "../../forms/form-frame";
import { usePostedForm } from "../../forms/use-posted-form";
import { adminIntegrationsMessages } from "../../locale/areas/admin-integrations";
import { useMessages } from "../../locale/locale-context";
import {
  emptyResolution,
  type ResolutionAnswer,
  resolutionOrder,
  shownResolutionFields,
} from "./resolution-fields";

/**
 * Resolving one owed transaction by hand: open it, read what each choice does, choose, give the reason
 * (audited), confirm. A plain form posted to the page's action, so it works without scripts; it stays
 * open while what was sent needs fixing.
 */
export function ResolveForm({
  transactionId,
  name,
  answer,
}: {
  transactionId: string;
  /** What the transaction is, in words: "the win of 2.50 EUR". */
  name: string;
  answer: ResolutionAnswer | undefined;
}) {
  const posted = answer?.transactionId === transactionId ? answer.posted : undefined;
  const failed = Boolean(posted && posted.result === null);
  const t = useMessages(adminIntegrationsMessages).adminIntegrations.resolve;
  const form = usePostedForm({ initial: emptyResolution, fields: shownResolutionFields, posted });
  return (
    <details className="stuck-resolve" open={failed || undefined}>
      <summary className="button admin-button--small">{t.open}</summary>
      <div className="stuck-resolve__body">
        <ul className="stuck-resolve__effects">
          {resolutionOrder.map((choice) => (
            <li key={choice}>{t.choices[choice].effect}</li>
          ))}
        </ul>
        <FormFrame form={form} label={t.form(name)} submit={t.submit}>
          <input type="hidden" name="transaction" value={transactionId} />
          <SelectField
            {...form.textField("action")}
            label={t.action}
            placeholder={t.choose}
            options={resolutionOrder.map((choice) => ({
              value: choice,
              label: t.choices[choice].label,
            }))}
            required
          />
          <TextField
            {...form.textField("reason")}
            label={t.reason}
            hint={t.reasonHint}
            maxLength={500}
            required
          />
        </FormFrame>
      </div>
    </details>
  );
}
