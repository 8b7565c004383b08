import { featureSummaries } from "@quillspin/content";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useMessages } from "../../locale/locale-context";
import { AppLink, AppNavLink } from "../../locale/localized-link";

/** The Features entry of the main navigation with its submenu of the fifteen feature pages. */
export function FeaturesMenu() {
  const m = useMessages();
  const [open, setOpen] = useState(false);
  const submenuId = useId();
  const root = useRef<HTMLLIElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes the submenu on every navigation
  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  return (
    <li
      ref={root}
      className={`site-nav__item site-nav__item--has-submenu${open ? " is-open" : ""}`}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          setOpen(false);
          root.current?.querySelector<HTMLButtonElement>("button")?.focus();
        }
      }}
    >
      <AppNavLink className="site-nav__link" to="/features" end>
        {m.nav.features}
      </AppNavLink>
      <button
        type="button"
        className="site-nav__submenu-toggle"
        aria-expanded={open}
        aria-controls={submenuId}
        aria-label={m.header.featuresSubmenu}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={submenuId} className="site-submenu">
        {featureSummaries.map((feature) => (
          <li key={feature.slug}>
            <AppLink className="site-submenu__link" to={`/features/${feature.slug}`}>
              {feature.name}
            </AppLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
