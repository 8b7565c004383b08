import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { readBrowserCookie, storeConsent } from "../cookies/browser-cookies";
import { CONSENT_COOKIE, isConsentGiven, parseConsent } from "./consent";

/** The visitor's cookie choice as the page knows it (site.md section 3's cookie-consent settings). */
export interface ConsentState {
  /** The ids the visitor enabled; null before any choice; undefined until the browser's cookies are read. */
  enabled: string[] | null | undefined;
  /** Consent counts as given: every necessary and optional cookie accepted (site.md section 4). */
  given: boolean;
  /** Stores a choice: the optional ids to enable, the necessary ones always with them. */
  decide: (enabled: Iterable<string>) => void;
}

const ConsentContext = createContext<ConsentState | null>(null);

/**
 * Holds the choice for the banner, the settings dialog and the cookie policy. A page rendered for the
 * request knows the visitor has not chosen (`unchosen`); otherwise the choice is unknown until the
 * browser's cookies are read after hydration, as a prerendered page is built for everyone.
 */
export function ConsentProvider({ unchosen, children }: { unchosen: boolean; children: ReactNode }) {
  const [stored, setStored] = useState<string | null | undefined>(unchosen ? null : undefined);

  useEffect(() => {
    setStored(readBrowserCookie(CONSENT_COOKIE));
  }, []);

  const value = useMemo<ConsentState>(
    () => ({
      enabled: stored === undefined ? undefined : parseConsent(stored),
      given: isConsentGiven(stored),
      decide: (enabled) => {
        storeConsent(enabled);
        setStored(readBrowserCookie(CONSENT_COOKIE));
      },
    }),
    [stored],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentState {
  const state = useContext(ConsentContext);
  if (!state) throw new Error("useConsent needs a ConsentProvider above it");
  return state;
}
