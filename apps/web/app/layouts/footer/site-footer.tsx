import { brand } from "@quillspin/content";
import { useMessages } from "../../locale/locale-context";
import { AppLink } from "../../locale/localized-link";
import { exploreLinks } from "../navigation";

export function SiteFooter() {
  const m = useMessages();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
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
        <p>{m.footer.rights(new Date().getFullYear(), brand.legalName)}</p>
      </div>
    </footer>
  );
}
