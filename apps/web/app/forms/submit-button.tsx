import type { ReactNode } from "react";
import { formsMessages } from "../locale/areas/forms";
import { useMessages } from "../locale/locale-context";
import { useHydrated } from "./use-hydrated";

interface SubmitButtonProps {
  busy: boolean;
  /** The form is sent by script only: until the page is interactive a click would post it nowhere. */
  waitForScripts?: boolean;
  children: ReactNode;
}

/** Disabled while sending; the progress is shown and announced. */
export function SubmitButton({ busy, waitForScripts = true, children }: SubmitButtonProps) {
  const m = useMessages(formsMessages);
  const hydrated = useHydrated();
  return (
    <div className="form-actions">
      <button
        type="submit"
        className={`button button--primary form-submit${busy ? " form-submit--busy" : ""}`}
        disabled={busy || (waitForScripts && !hydrated)}
        aria-busy={busy || undefined}
      >
        {busy ? <span className="form-submit__spinner" aria-hidden="true" /> : null}
        {busy ? m.forms.sending : children}
      </button>
      <p className="visually-hidden" role="status">
        {busy ? m.forms.sending : ""}
      </p>
    </div>
  );
}
