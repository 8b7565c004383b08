import { cookiePolicy, describedCookies } from "@quillspin/content";
import { useEffect, useState } from "react";
import { CompanyPageView } from "../company/company-page";
import { CONSENT_COOKIE, isConsentGiven, parseConsent } from "../consent/consent";
import { readBrowserCookie } from "../cookies/browser-cookies";
import { companyMessages } from "../locale/areas/company";
import { useMessages } from "../locale/locale-context";
import { pageMeta } from "../seo/page-meta";
import { useUiState } from "../ui-state/ui-state";

/**
 * The visitor's own choice, read from their cookie once the page runs (the page is prerendered for
 * everyone), and again after every click: a choice is only ever made by one (the banner's buttons, the
 * settings' save and accept, a keyboard's Enter or Space on them included), and listening here keeps the
 * readout's code on this page instead of in every page's shell. Consent counts as given only when every
 * cookie was accepted (site.md section 4).
 */
function CookieChoice() {
  const m = useMessages(companyMessages);
  // undefined until the browser's cookie is read; null when the visitor has not chosen.
  const [stored, setStored] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const read = () => setStored(readBrowserCookie(CONSENT_COOKIE));
    // After the click's own handlers have stored the choice.
    const afterClick = () => setTimeout(read);
    read();
    document.addEventListener("click", afterClick);
    return () => document.removeEventListener("click", afterClick);
  }, []);
  if (stored === undefined) return null;
  const enabled = parseConsent(stored);
  const choice = m.company.cookieChoice;
  if (enabled === null) return <p role="status">{choice.none}</p>;
  if (isConsentGiven(stored)) return <p role="status">{choice.all}</p>;
  const optional = describedCookies.filter(
    (cookie) => cookie.category === "optional" && enabled.includes(cookie.id),
  );
  if (optional.length === 0) return <p role="status">{choice.necessary}</p>;
  return (
    <p role="status">
      {choice.some}
      {optional.map((cookie, index) => (
        <span key={cookie.id}>
          {index === 0 ? " " : ", "}
          <code>{cookie.name}</code>
        </span>
      ))}
    </p>
  );
}

export default function CookiePolicy() {
  const m = useMessages(companyMessages);
  const { setShowedCookieSettings } = useUiState();
  return (
    <CompanyPageView
      page={cookiePolicy}
      kicker={m.nav.legal}
      idPrefix="cookies"
      note={<p className="muted">{m.company.lastUpdated(cookiePolicy.lastUpdated)}</p>}
    >
      {(["necessary", "optional"] as const).map((category) => (
        <div key={category} className="prose-section">
          <h2 id={`cookies-${category}`}>{m.company.cookieGroup[category]}</h2>
          <table className="cookie-table">
            <thead>
              <tr>
                <th scope="col">{m.company.cookieName}</th>
                <th scope="col">{m.company.cookiePurpose}</th>
                <th scope="col">{m.company.cookieLifetime}</th>
              </tr>
            </thead>
            <tbody>
              {describedCookies
                .filter((cookie) => cookie.category === category)
                .map((cookie) => (
                  <tr key={cookie.id}>
                    <td>
                      <code>{cookie.name}</code>
                    </td>
                    <td>{cookie.purpose}</td>
                    <td>{cookie.lifetime}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      ))}
      <CookieChoice />
      <button type="button" className="button" onClick={() => setShowedCookieSettings(true)}>
        {m.consent.settings}
      </button>
    </CompanyPageView>
  );
}

export function meta() {
  return pageMeta({ ...cookiePolicy.meta, path: "/cookie-policy" });
}
