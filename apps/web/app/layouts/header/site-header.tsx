import { brand } from "@quillspin/content";
import { useMessages } from "../../locale/locale-context";
import { AppLink, AppNavLink } from "../../locale/localized-link";
import { mainNavigation } from "../navigation";

export function SiteHeader() {
  const m = useMessages();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-header__inner">
        <AppLink className="site-logo" to="/">
          <svg className="site-logo__mark" viewBox="0 0 64 64" aria-hidden="true" width="36" height="36">
            <circle cx="30" cy="30" r="16" fill="none" stroke="currentColor" strokeWidth="7" />
            <path d="M38 38l12 12" stroke="currentColor" strokeWidth="7" strokeLinecap="round" />
          </svg>
          <span className="site-logo__name">{brand.name}</span>
        </AppLink>
        <nav aria-label={m.header.mainNavigation}>
          <ul className="site-nav">
            {mainNavigation.map((item) => (
              <li key={item.path}>
                <AppNavLink className="site-nav__link" to={item.path}>
                  {m.nav[item.label]}
                </AppNavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
