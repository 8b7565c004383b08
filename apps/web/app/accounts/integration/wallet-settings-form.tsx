import { type FormEvent, useId, useMemo, useRef, useState } from "react";
import { submitFailureOf } from "../../forms/api-field-errors";
import { ErrorSummary, type SummaryItem } from "../../forms/error-summary";
import { TextField } from "../../forms/fields";
import { SubmitButton } from "../../forms/submit-button";
import { fieldErrorsOf } from "../../forms/use-schema-form";
import { formsMessages } from "../../locale/areas/forms";
import { partnerIntegrationMessages } from "../../locale/areas/partner-integration";
import { useMessages } from "../../locale/locale-context";
import { showSuccessToast } from "../../toasts/toasts";
import { currencyOptions } from "./currency-options";
import { type Integration, integrationApi } from "./integration-api";
import { walletSettingsSchema } from "./wallet-settings-schema";

type Field = "wallet_url" | "currencies";

/** The API's 400 names the field in words that follow its name ("must be http or https"). */
function apiFieldMessage(label: string, text: string): string {
  return /^(must|is) /.test(text)
    ? `The ${label.toLowerCase()} ${text}`
    : text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The wallet URL (empty: the reference wallet, whose address is shown) and the currencies, saved with
 * `PUT /v1/partner/integration`. A multi-select holds a list, which the site's one-value-per-field
 * form binder does not, so this form keeps its own state and uses the shared fields and summary.
 */
export function WalletSettingsForm({
  integration,
  onSaved,
}: {
  integration: Integration;
  onSaved: (saved: Integration) => void;
}) {
  const m = useMessages(partnerIntegrationMessages, formsMessages);
  const t = m.partnerIntegration.wallet;
  const schema = useMemo(() => walletSettingsSchema(t.errors), [t.errors]);
  const options = useMemo(currencyOptions, []);
  const prefix = useId();
  const ids: Record<Field, string> = { wallet_url: `${prefix}-url`, currencies: `${prefix}-currencies` };
  const [walletUrl, setWalletUrl] = useState(integration.wallet_url ?? "");
  const [currencies, setCurrencies] = useState(integration.currencies);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [summary, setSummary] = useState<SummaryItem[]>([]);
  const [busy, setBusy] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  function show(found: Partial<Record<Field, string>>, formMessage: string | null) {
    setErrors(found);
    const items: SummaryItem[] = [
      ...(formMessage ? [{ fieldId: null, message: formMessage }] : []),
      ...(["wallet_url", "currencies"] as const).flatMap((field) => {
        const message = found[field];
        return message ? [{ fieldId: ids[field], message }] : [];
      }),
    ];
    setSummary(items);
    if (items.length > 0) requestAnimationFrame(() => summaryRef.current?.focus());
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = schema.safeParse({ wallet_url: walletUrl, currencies });
    if (!checked.success) {
      show(fieldErrorsOf<Record<Field, string>>(checked.error.issues), null);
      return;
    }
    show({}, null);
    setBusy(true);
    try {
      const saved = await integrationApi.saveSettings(checked.data);
      showSuccessToast(t.saved);
      onSaved(saved);
    } catch (error) {
      const failure = submitFailureOf(error, ["wallet_url", "currencies"], m.forms.unreachable);
      const labels: Record<Field, string> = { wallet_url: t.url, currencies: t.currencies };
      const found: Partial<Record<Field, string>> = {};
      for (const [field, text] of Object.entries(failure.fields)) {
        found[field as Field] = apiFieldMessage(labels[field as Field], text);
      }
      show(found, failure.summary);
    } finally {
      setBusy(false);
    }
  }

  const reference = integration.reference_wallet_url ?? "";
  return (
    <section className="client-area__section" aria-labelledby="wallet-title">
      <h2 id="wallet-title">{t.title}</h2>
      <p className="muted">{t.lead}</p>
      <p role="status" className="integration-status" data-wallet-in-use>
        {integration.wallet_url ? t.usingOwn(integration.wallet_url) : t.usingReference}
      </p>
      <form className="form" method="post" noValidate onSubmit={submit} aria-labelledby="wallet-title">
        <ErrorSummary ref={summaryRef} items={summary} />
        <TextField
          id={ids.wallet_url}
          name="wallet_url"
          type="url"
          inputMode="url"
          spellCheck={false}
          label={t.url}
          optional
          hint={t.urlHint(reference)}
          error={errors.wallet_url}
          value={walletUrl}
          onValue={setWalletUrl}
        />
        <div className={`field${errors.currencies ? " field--invalid" : ""}`}>
          <label className="field__label" htmlFor={ids.currencies}>
            {t.currencies}
          </label>
          <p id={`${ids.currencies}-hint`} className="field__hint">
            {t.currenciesHint}
          </p>
          {errors.currencies ? (
            <p id={`${ids.currencies}-error`} className="field__error">
              <span className="visually-hidden">{m.forms.errorPrefix} </span>
              {errors.currencies}
            </p>
          ) : null}
          <select
            id={ids.currencies}
            name="currencies"
            multiple
            size={8}
            className="field__control integration-currencies"
            aria-invalid={errors.currencies ? true : undefined}
            aria-describedby={`${ids.currencies}-hint${errors.currencies ? ` ${ids.currencies}-error` : ""}`}
            value={currencies}
            onChange={(event) =>
              setCurrencies(Array.from(event.target.selectedOptions, (option) => option.value))
            }
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <SubmitButton busy={busy}>{t.save}</SubmitButton>
      </form>
    </section>
  );
}
