import { cookiePolicy, describedCookies } from "@quillspin/content";
import { CompanyPageView } from "../company/company-page";
import { useConsent } from "../consent/consent-state";
import { companyMessages } from "../locale/areas/company";
import { useMessages } from "../locale/locale-context";
import { pageMeta } from "../seo/page-meta";
import { useUiState } from "../ui-state/ui-state";

/**
 * The visitor's own choice, read from their cookie once the page runs (the page is prerendered for
 * everyone), and kept current as they change it in the settings.
 */
function CookieChoice() {
  const m = useMessages(companyMessages);
  const { enabled, given } = useConsent();
  if (enabled === undefined) return null;
  const optional = describedCookies.filter(
    (cookie) => cookie.category === "optional" && enabled?.includes(cookie.id),
  );
  const choice = m.company.cookieChoice;
  return (
    <p className="cookie-choice" role="status">
      {enabled === null
        ? choice.none
        : given
          ? choice.all
          : optional.length === 0
            ? choice.necessary
            : choice.some}
      {enabled !== null && !given && optional.length > 0
        ? optional.map((cookie, index) => (
            <span key={cookie.id}>
              {index === 0 ? " " : ", "}
              <code>{cookie.name}</code>
            </span>
          ))
        : null}
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
