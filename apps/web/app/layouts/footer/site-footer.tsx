import { artCredits, brand } from "@quillspin/content";
import "./site-footer.css";
import { useMessages } from "../../locale/locale-context";
import { AppLink } from "../../locale/localized-link";
import { useUiState } from "../../ui-state/ui-state";
import { exploreLinks, legalLinks } from "../navigation";

export function SiteFooter() {
  const m = useMessages();
  const { setShowedCookieSettings } = useUiState();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <p className="site-footer__name">{brand.name}</p>
          <p className="muted">{brand.tagline}</p>
          <address className="muted">
            {brand.headquarters.street}, {brand.headquarters.city} {brand.headquarters.postcode},{" "}
            {brand.headquarters.country}
            <br />
            <a href={`mailto:${brand.contacts.sales}`}>{brand.contacts.sales}</a>
          </address>
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="site-footer__heading">
            {m.nav.explore}
          </h2>
          <ul>
            {exploreLinks.map((item) => (
              <li key={item.path}>
                <AppLink to={item.path}>{m.nav[item.label]}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="site-footer__heading">
            {m.nav.legal}
          </h2>
          <ul>
            {legalLinks.map((item) => (
              <li key={item.path}>
                <AppLink to={item.path}>{m.nav[item.label]}</AppLink>
              </li>
            ))}
            <li>
              <button type="button" className="link-button" onClick={() => setShowedCookieSettings(true)}>
                {m.consent.settings}
              </button>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow" className="site-footer__heading">
            {m.nav.followUs}
          </h2>
          <ul>
            {brand.social.map((network) => (
              <li key={network.id}>
                <a href={network.url} rel="noopener noreferrer" target="_blank">
                  {network.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="site-footer__legal">
        <p>
          <strong className="age-badge">{brand.responsibleGambling.minimumAge}+</strong>{" "}
          {m.footer.adultsOnly(brand.responsibleGambling.minimumAge)}
        </p>
        <p>
          {m.footer.responsibleGambling}{" "}
          <a href={brand.responsibleGambling.helpUrl} rel="noopener noreferrer" target="_blank">
            {brand.responsibleGambling.helpLabel}
          </a>
          .
        </p>
        {artCredits.map((credit) => (
          <p key={credit.work} className="site-footer__credit">
            {credit.notice}{" "}
            <a href={credit.url} rel="noopener noreferrer" target="_blank">
              {credit.work}
            </a>{" "}
            ·{" "}
            <a href={credit.licenceUrl} rel="noopener noreferrer license" target="_blank">
              {credit.licence}
            </a>
          </p>
        ))}
        <p>{m.footer.rights(new Date().getFullYear(), brand.legalName)}</p>
      </div>
    </footer>
  );
}
