import { describedCookies } from "@quillspin/content";
import { useEffect, useState } from "react";
import { cookieConsentMessages } from "../locale/areas/cookie-consent";
import { useMessages } from "../locale/locale-context";
import { Modal } from "../modals/modal";
import { optionalCookieIds } from "./consent";

/** The per-cookie settings the banner and the footer open: the visitor's choice, as a draft until saved. */
export function CookieSettings({
  open,
  chosen,
  onClose,
  onDecide,
}: {
  open: boolean;
  chosen: string[] | null | undefined;
  onClose: () => void;
  onDecide: (enabled: Iterable<string>) => void;
}) {
  const m = useMessages(cookieConsentMessages);
  const [draft, setDraft] = useState<Set<string>>(new Set());

  useEffect(() => {
    if (open) setDraft(new Set(chosen ?? []));
  }, [open, chosen]);

  return (
    <Modal open={open} onClose={onClose} title={m.cookieConsent.settingsTitle} className="cookie-settings">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onDecide(draft);
        }}
      >
        {(["necessary", "optional"] as const).map((category) => (
          <fieldset key={category} className="cookie-settings__group">
            <legend>{m.cookieConsent[category]}</legend>
            {category === "necessary" ? <p className="muted">{m.cookieConsent.necessaryNote}</p> : null}
            {describedCookies
              .filter((cookie) => cookie.category === category)
              .map((cookie) => (
                <label key={cookie.id} className="cookie-settings__cookie">
                  <input
                    type="checkbox"
                    name={cookie.id}
                    checked={category === "necessary" || draft.has(cookie.id)}
                    disabled={category === "necessary"}
                    onChange={(event) => {
                      const next = new Set(draft);
                      if (event.target.checked) next.add(cookie.id);
                      else next.delete(cookie.id);
                      setDraft(next);
                    }}
                  />
                  <span>
                    <code>{cookie.name}</code> — {cookie.purpose}{" "}
                    <span className="muted">
                      ({m.cookieConsent.lifetime}: {cookie.lifetime})
                    </span>
                  </span>
                </label>
              ))}
          </fieldset>
        ))}
        <div className="cookie-banner__actions">
          <button type="submit" className="button button--primary">
            {m.cookieConsent.save}
          </button>
          <button type="button" className="button" onClick={() => onDecide(optionalCookieIds)}>
            {m.cookieConsent.acceptAll}
          </button>
        </div>
      </form>
    </Modal>
  );
}
