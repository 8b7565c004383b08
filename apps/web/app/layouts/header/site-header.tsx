import { brand } from "@quillspin/content";
import { siteRoutes } from "@quillspin/contracts";
import { useRef } from "react";
import "./site-header.css";
import { useHydrated } from "../../forms/use-hydrated";
import { useMessages } from "../../locale/locale-context";
import { AppLink, AppNavLink } from "../../locale/localized-link";
import { useUiState } from "../../ui-state/ui-state";
import { mainNavigation } from "../navigation";
import { FeaturesMenu } from "./features-menu";
import { useMobileMenu } from "./use-mobile-menu";
import { useScrolled } from "./use-scrolled";

export function SiteHeader() {
  const m = useMessages();
  const scrolled = useScrolled();
  const menuArea = useRef<HTMLDivElement>(null);
  const menu = useMobileMenu(menuArea);
  const { setShowedModalSubscribe } = useUiState();
  const hydrated = useHydrated();

  return (
    <header className={`site-header${scrolled ? " site-header--scrolled" : ""}`}>
      <a className="skip-link" href="#main">
        {m.header.skipToContent}
      </a>
      <div className="site-header__inner">
        <AppLink className="site-logo" to="/">
          <svg className="site-logo__mark" viewBox="0 0 64 64" aria-hidden="true" width="36" height="36">
            <circle cx="30" cy="30" r="16" fill="none" stroke="currentColor" strokeWidth="7" />
            <path d="M38 38l12 12" stroke="currentColor" strokeWidth="7" strokeLinecap="round" />
          </svg>
          <span className="site-logo__name">{brand.name}</span>
        </AppLink>
        <div ref={menuArea} className="site-header__menu-area">
          <button
            type="button"
            className="burger"
            aria-expanded={menu.open}
            aria-controls="site-nav"
            onClick={menu.toggle}
          >
            <span className="visually-hidden">{menu.open ? m.header.closeMenu : m.header.openMenu}</span>
            <span className="burger__bars" aria-hidden="true" />
          </button>
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: catches clicks bubbling from links, which keyboards activate too */}
          <nav
            id="site-nav"
            className={`site-nav${menu.open ? " site-nav--open" : ""}`}
            aria-label={m.header.mainNavigation}
            onClick={(event) => {
              if ((event.target as HTMLElement).closest("a")) menu.close();
            }}
          >
            <ul className="site-nav__list">
              {mainNavigation.map((item) =>
                item.path === "/features" ? (
                  <FeaturesMenu key={item.path} />
                ) : (
                  <li key={item.path} className="site-nav__item">
                    <AppNavLink className="site-nav__link" to={item.path}>
                      {m.nav[item.label]}
                    </AppNavLink>
                  </li>
                ),
              )}
            </ul>
            {hydrated ? (
              <button
                type="button"
                className="button button--primary site-nav__subscribe"
                onClick={() => {
                  menu.close();
                  setShowedModalSubscribe(true);
                }}
              >
                {m.nav.subscribe}
              </button>
            ) : (
              // Until scripts run the dialog cannot open: the same label leads to the subscribe page.
              <AppLink className="button button--primary site-nav__subscribe" to={siteRoutes.subscribe()}>
                {m.nav.subscribe}
              </AppLink>
            )}
          </nav>
        </div>
      </div>
      <button
        type="button"
        className={`scroll-up${scrolled ? " scroll-up--visible" : ""}`}
        onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
        tabIndex={scrolled ? 0 : -1}
        aria-hidden={!scrolled}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 15l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{m.header.scrollUp}</span>
      </button>
    </header>
  );
}
