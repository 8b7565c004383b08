import { type FormEvent, useId, useRef, useState } from "react";
import { demoPlayerMessages } from "../../locale/areas/demo-player";
import { demoPlayerSandboxMessages } from "../../locale/areas/demo-player-sandbox";
import { demoSessionMessages } from "../../locale/areas/demo-session";
import { useMessages } from "../../locale/locale-context";
import { autoplayCounts } from "./autoplay";
import { parseLossLimit } from "./loss-limit";
import { usePlayerMoney } from "./player-money";

/** The counts behind a loss limit the player must set first; a start without one says what is missing. */
export function LossLimitMenu({
  id,
  onStart,
}: {
  id: string;
  onStart: (count: number, lossLimit: number) => void;
}) {
  const copy = useMessages(demoPlayerMessages).demoPlayer;
  const session = useMessages(demoSessionMessages).demoSession;
  const sandbox = useMessages(demoPlayerSandboxMessages).demoPlayerSandbox;
  const money = usePlayerMoney();
  // A sandbox session's limit is in its currency, not in FUN.
  const currency = money.currency === "FUN" ? null : money.currency;
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const fieldId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const count = Number(submitter?.value ?? autoplayCounts[0]);
    const parsed = parseLossLimit(input.current?.value ?? "", money);
    if ("error" in parsed) {
      const invalid = currency ? sandbox.lossLimitInvalid(currency) : session.lossLimitInvalid;
      setError(parsed.error === "missing" ? session.lossLimitMissing : invalid);
      input.current?.focus();
      return;
    }
    onStart(count, parsed.limit);
  }

  return (
    <form id={id} className="autoplay-menu__list" noValidate onSubmit={submit}>
      <div className="loss-limit">
        <label htmlFor={fieldId}>{currency ? sandbox.lossLimit(currency) : session.lossLimit}</label>
        <input
          ref={input}
          id={fieldId}
          name="loss-limit"
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ""}`}
          onChange={() => setError(null)}
        />
        <p id={`${fieldId}-hint`} className="loss-limit__hint">
          {session.lossLimitHint}
        </p>
        {error ? (
          <p id={`${fieldId}-error`} className="loss-limit__error field__error">
            {error}
          </p>
        ) : null}
      </div>
      <fieldset className="loss-limit__counts">
        <legend className="visually-hidden">{copy.autoplayMenu}</legend>
        {autoplayCounts.map((count) => (
          <button key={count} type="submit" name="count" value={count} className="player-button">
            {copy.autoplaySpins(count)}
          </button>
        ))}
      </fieldset>
    </form>
  );
}
