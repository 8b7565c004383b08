import { lazy, Suspense, useEffect, useState } from "react";
import { readBrowserCookie, storeConsent } from "../cookies/browser-cookies";
import { cookieConsentMessages } from "../locale/areas/cookie-consent";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { useUiState } from "../ui-state/ui-state";
import { CONSENT_COOKIE, optionalCookieIds, parseConsent } from "./consent";

// The settings dialog loads when first opened: a first-time visitor's hydration waits for the banner
// only. Once shown it stays mounted, so closing it is the native dialog's own close.
const CookieSettings = lazy(() =>
  import("./cookie-settings").then(({ CookieSettings }) => ({ default: CookieSettings })),
);

/**
 * The consent banner on a first visit, and the per-cookie settings the footer reopens. Whether a
 * visitor has chosen is known from their cookies: a page rendered for the request knows it
 * (`askOnFirstPaint`, so the banner is in the first paint); a prerendered page, built for everyone,
 * shows the banner once the browser has read them.
 */
export function CookieConsent({ askOnFirstPaint }: { askOnFirstPaint: boolean }) {
  const m = useMessages(cookieConsentMessages);
  const { isShowedCookieSettings, setShowedCookieSettings } = useUiState();
  const [chosen, setChosen] = useState<string[] | null | undefined>(askOnFirstPaint ? null : undefined);
  const [settingsShown, setSettingsShown] = useState(false);
  if (isShowedCookieSettings && !settingsShown) setSettingsShown(true);

  useEffect(() => {
    setChosen(parseConsent(readBrowserCookie(CONSENT_COOKIE)));
  }, []);

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
            {m.cookieConsent.title}
          </h2>
          <p>
            {m.cookieConsent.text} <AppLink to="/cookie-policy">{m.cookieConsent.readPolicy}</AppLink>
          </p>
          <div className="cookie-banner__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => decide(optionalCookieIds)}
            >
              {m.cookieConsent.acceptAll}
            </button>
            <button type="button" className="button" onClick={() => decide([])}>
              {m.cookieConsent.rejectOptional}
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
      {settingsShown ? (
        <Suspense fallback={null}>
          <CookieSettings
            open={isShowedCookieSettings}
            chosen={chosen}
            onClose={() => setShowedCookieSettings(false)}
            onDecide={decide}
          />
        </Suspense>
      ) : null}
    </>
  );
}
