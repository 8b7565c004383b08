import { defaultLocale, type LocaleCode } from "@quillspin/contracts";
import { forwardRef } from "react";
import { Link, type LinkProps, NavLink, type NavLinkProps } from "react-router";
import { preloadRoute } from "../navigation/route-preload";
import { useLocale } from "./locale-context";

/**
 * The default locale has no prefix; any other locale is the first path segment. Every internal
 * link goes through here so adding a locale changes one function.
 */
export function localizePath(path: string, locale: LocaleCode): string {
  if (!path.startsWith("/") || locale === defaultLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** Wraps a link's own handler so the intent to follow the link (hover, focus, touch) preloads its route first. */
function preloadingOn<E>(to: string, handler: ((event: E) => void) | undefined) {
  return (event: E) => {
    if (to.startsWith("/")) preloadRoute(to.split(/[?#]/)[0] ?? to);
    handler?.(event);
  };
}

type AppLinkProps = Omit<LinkProps, "to" | "prefetch"> & { to: string };

/** A locale-aware link that preloads its route on hover, focus or touch. */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { to, onMouseEnter, onFocus, onTouchStart, ...props },
  ref,
) {
  const href = localizePath(to, useLocale());
  return (
    <Link
      ref={ref}
      to={href}
      onMouseEnter={preloadingOn(href, onMouseEnter)}
      onFocus={preloadingOn(href, onFocus)}
      onTouchStart={preloadingOn(href, onTouchStart)}
      {...props}
    />
  );
});

type AppNavLinkProps = Omit<NavLinkProps, "to" | "prefetch"> & { to: string };

export const AppNavLink = forwardRef<HTMLAnchorElement, AppNavLinkProps>(function AppNavLink(
  { to, onMouseEnter, onFocus, ...props },
  ref,
) {
  const href = localizePath(to, useLocale());
  return (
    <NavLink
      ref={ref}
      to={href}
      onMouseEnter={preloadingOn(href, onMouseEnter)}
      onFocus={preloadingOn(href, onFocus)}
      {...props}
    />
  );
});
