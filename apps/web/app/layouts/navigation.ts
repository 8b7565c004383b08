import type { Messages } from "../locale/messages";

type NavKey = keyof Messages["nav"];

/** The header's main navigation, in the spec's order (site.md section 2). */
export const mainNavigation: readonly { path: string; label: NavKey }[] = [
  { path: "/games", label: "games" },
  { path: "/news", label: "news" },
];

/** The footer's Explore group. */
export const exploreLinks: readonly { path: string; label: NavKey }[] = [
  { path: "/", label: "home" },
  { path: "/games", label: "games" },
  { path: "/news", label: "news" },
];
