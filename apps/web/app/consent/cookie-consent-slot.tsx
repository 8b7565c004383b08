import { useEffect, useState } from "react";
// The banner's styles stay with the shell: a first-time visitor's banner is in the first paint.
import "./cookie-consent.css";
import { readBrowserCookie } from "../cookies/browser-cookies";
import { holdHydrationFor } from "../first-paint/hydration-holds";
import { useUiState } from "../ui-state/ui-state";
import { CONSENT_COOKIE, parseConsent } from "./consent";

type CookieConsentModule = typeof import("./cookie-consent");

let loaded: CookieConsentModule | undefined;

/** The banner's code (the settings dialog loads from it when opened), downloaded only by a visitor who is asked or opens the settings. */
export async function loadCookieConsent(): Promise<CookieConsentModule> {
  loaded ??= await import("./cookie-consent");
  return loaded;
}

// A first-time visitor's banner is in the server's markup: its code loads with the route modules and
// the app hydrates with it, so its buttons answer when the page's do (decision 23).
if (typeof document !== "undefined" && document.querySelector("section.cookie-banner")) {
  holdHydrationFor(
    loadCookieConsent().catch((error: unknown) => console.error("Failed to load the consent banner", error)),
  );
}

/**
 * Where `CookieConsent` mounts (decision 5). A page rendered for a visitor who has not chosen has it
 * from the start (the root loader loaded it on the server, the markup's banner in the browser); any
 * other page loads it once the browser's cookies show no choice, or when the settings are opened.
 */
export function CookieConsentSlot({ askOnFirstPaint }: { askOnFirstPaint: boolean }) {
  const { isShowedCookieSettings } = useUiState();
  const [consent, setConsent] = useState(() => (askOnFirstPaint ? loaded : undefined));

  useEffect(() => {
    if (consent) return;
    if (!isShowedCookieSettings && parseConsent(readBrowserCookie(CONSENT_COOKIE)) !== null) return;
    let current = true;
    loadCookieConsent().then(
      (module) => {
        if (current) setConsent(module);
      },
      (error: unknown) => console.error("Failed to load the consent banner", error),
    );
    return () => {
      current = false;
    };
  }, [consent, isShowedCookieSettings]);

  return consent ? <consent.CookieConsent askOnFirstPaint={askOnFirstPaint} /> : null;
}
