import type { Messages } from "../locale/messages";

type NavKey = keyof Messages["nav"];

export interface NavItem {
  path: string;
  label: NavKey;
}

/** The header's main navigation, in the spec's order (site.md section 2). */
export const mainNavigation: readonly NavItem[] = [
  { path: "/about-us", label: "aboutUs" },
  { path: "/games", label: "games" },
  { path: "/news", label: "news" },
  { path: "/features", label: "features" },
  { path: "/careers", label: "careers" },
  { path: "/roadmap", label: "roadmap" },
  { path: "/contact-us", label: "contactUs" },
];

/** The footer's Explore group. */
export const exploreLinks: readonly NavItem[] = [
  { path: "/", label: "home" },
  ...mainNavigation,
  { path: "/client-area", label: "clientArea" },
  { path: "/integration", label: "integration" },
];

/** The footer's Legal group. */
export const legalLinks: readonly NavItem[] = [
  { path: "/privacy-policy", label: "privacyPolicy" },
  { path: "/cookie-policy", label: "cookiePolicy" },
];
