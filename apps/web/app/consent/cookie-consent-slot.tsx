import { lazy, Suspense, useEffect, useState } from "react";
// The banner's styles stay with the shell: a first-time visitor's banner is in the first paint.
import "./cookie-consent.css";
import { readBrowserCookie, storeConsent } from "../cookies/browser-cookies";
import { useLocale } from "../locale/locale-context";
import { useUiState } from "../ui-state/ui-state";
import { CONSENT_COOKIE, consentChoices, parseConsent } from "./consent";
import { CookieBanner, type CookieBannerCopy } from "./cookie-banner";

// The settings dialog loads when first opened; once shown it stays mounted, so closing it is the
// native dialog's own close.
const CookieSettings = lazy(() =>
  import("./cookie-settings").then(({ CookieSettings }) => ({ default: CookieSettings })),
);

/**
 * The consent banner on a first visit, and the per-cookie settings the footer reopens (decision 5).
 * Whether a visitor has chosen is known from their cookies: a page rendered for the request knows it,
 * and its root loader sends the banner's strings (`bannerCopy`), so the banner is in the first paint
 * and answers with the page's own code; a prerendered page, built for everyone, shows the banner once
 * the browser has read the cookies and the strings' chunk has arrived.
 */
export function CookieConsentSlot({ bannerCopy }: { bannerCopy: CookieBannerCopy | null }) {
  const locale = useLocale();
  const { isShowedCookieSettings, setShowedCookieSettings } = useUiState();
  // null: not chosen yet; undefined: not known until the browser's cookies are read.
  const [chosen, setChosen] = useState<string[] | null | undefined>(bannerCopy ? null : undefined);
  const [copy, setCopy] = useState(bannerCopy);
  const [settingsShown, setSettingsShown] = useState(false);
  if (isShowedCookieSettings && !settingsShown) setSettingsShown(true);

  useEffect(() => {
    setChosen(parseConsent(readBrowserCookie(CONSENT_COOKIE)));
  }, []);

  useEffect(() => {
    if (copy || chosen !== null) return;
    let current = true;
    import("../locale/areas/cookie-consent").then(
      ({ cookieConsentMessages }) => {
        if (current) setCopy(cookieConsentMessages.byLocale[locale]);
      },
      (error: unknown) => console.error("Failed to load the consent banner", error),
    );
    return () => {
      current = false;
    };
  }, [copy, chosen, locale]);

  const decide = (enabled: Iterable<string>) => {
    storeConsent(enabled);
    setChosen(parseConsent(readBrowserCookie(CONSENT_COOKIE)));
    setShowedCookieSettings(false);
  };

  return (
    <>
      {chosen === null && copy && !isShowedCookieSettings ? (
        <CookieBanner
          copy={copy}
          onChoose={(choice) => decide(consentChoices[choice])}
          onSettings={() => setShowedCookieSettings(true)}
        />
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
