import { artCredits, brand } from "@quillspin/content";
import "./site-footer.css";
import { useMessages } from "../../locale/locale-context";
import { useUiState } from "../../ui-state/ui-state";
import { exploreLinks, legalLinks } from "../navigation";
import { FooterGroup, FooterPageLinks } from "./footer-group";

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
        <FooterGroup id="footer-explore" heading={m.nav.explore}>
          <FooterPageLinks links={exploreLinks} />
        </FooterGroup>
        <FooterGroup id="footer-legal" heading={m.nav.legal}>
          <FooterPageLinks links={legalLinks} />
          <li>
            <button type="button" className="link-button" onClick={() => setShowedCookieSettings(true)}>
              {m.consent.settings}
            </button>
          </li>
        </FooterGroup>
        <FooterGroup id="footer-follow" heading={m.nav.followUs} landmark="section">
          {brand.social.map((network) => (
            <li key={network.id}>
              <a href={network.url} rel="noopener noreferrer" target="_blank">
                {network.label}
              </a>
            </li>
          ))}
        </FooterGroup>
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
