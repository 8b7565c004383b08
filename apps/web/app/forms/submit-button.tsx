import type { ReactNode } from "react";
import { useMessages } from "../locale/locale-context";
import { useHydrated } from "./use-hydrated";

/** Disabled until the page is interactive and while sending; the progress is shown and announced. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const m = useMessages();
  const hydrated = useHydrated();
  return (
    <div className="form-actions">
      <button
        type="submit"
        className={`button button--primary form-submit${busy ? " form-submit--busy" : ""}`}
        disabled={busy || !hydrated}
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
