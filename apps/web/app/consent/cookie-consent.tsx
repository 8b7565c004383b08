import { cookieDeclarations } from "@quillspin/content";
import { useEffect, useState } from "react";
import "./cookie-consent.css";
import { readBrowserCookie, storeConsent } from "../cookies/browser-cookies";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { Modal } from "../modals/modal";
import { useUiState } from "../ui-state/ui-state";
import { CONSENT_COOKIE, optionalCookieIds, parseConsent } from "./consent";

/**
 * The consent banner on a first visit, and the per-cookie settings the footer reopens. Whether a
 * visitor has chosen is known from their cookies: a page rendered for the request knows it
 * (`askOnFirstPaint`, so the banner is in the first paint); a prerendered page, built for everyone,
 * shows the banner once the browser has read them.
 */
export function CookieConsent({ askOnFirstPaint }: { askOnFirstPaint: boolean }) {
  const m = useMessages();
  const { isShowedCookieSettings, setShowedCookieSettings } = useUiState();
  const [chosen, setChosen] = useState<string[] | null | undefined>(askOnFirstPaint ? null : undefined);
  const [draft, setDraft] = useState<Set<string>>(new Set());

  useEffect(() => {
    setChosen(parseConsent(readBrowserCookie(CONSENT_COOKIE)));
  }, []);

  useEffect(() => {
    if (isShowedCookieSettings) setDraft(new Set(chosen ?? []));
  }, [isShowedCookieSettings, chosen]);

  const decide = (enabled: Iterable<string>) => {
    storeConsent(enabled);
    setChosen(parseConsent(readBrowserCookie(CONSENT_COOKIE)));
    setShowedCookieSettings(false);
  };

  return (
    <>
      {chosen === null && !isShowedCookieSettings ? (
        <section className="cookie-banner" aria-labelledby="cookie-banner-title">
          <h2 id="cookie-banner-title" className="cookie-banner__title">
            {m.consent.title}
          </h2>
          <p>
            {m.consent.text} <AppLink to="/cookie-policy">{m.consent.readPolicy}</AppLink>
          </p>
          <div className="cookie-banner__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => decide(optionalCookieIds)}
            >
              {m.consent.acceptAll}
            </button>
            <button type="button" className="button" onClick={() => decide([])}>
              {m.consent.rejectOptional}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setShowedCookieSettings(true)}
            >
              {m.consent.settings}
            </button>
          </div>
        </section>
      ) : null}
      <Modal
        open={isShowedCookieSettings}
        onClose={() => setShowedCookieSettings(false)}
        title={m.consent.settingsTitle}
        className="cookie-settings"
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            decide(draft);
          }}
        >
          {(["necessary", "optional"] as const).map((category) => (
            <fieldset key={category} className="cookie-settings__group">
              <legend>{m.consent[category]}</legend>
              {category === "necessary" ? <p className="muted">{m.consent.necessaryNote}</p> : null}
              {cookieDeclarations
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
                        ({m.consent.lifetime}: {cookie.lifetime})
                      </span>
                    </span>
                  </label>
                ))}
            </fieldset>
          ))}
          <div className="cookie-banner__actions">
            <button type="submit" className="button button--primary">
              {m.consent.save}
            </button>
            <button type="button" className="button" onClick={() => decide(optionalCookieIds)}>
              {m.consent.acceptAll}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
