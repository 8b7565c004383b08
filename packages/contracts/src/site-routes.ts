/**
 * The site's public addresses that the API writes into mails, documents and redirects, and that the
 * web links to: one typed builder per page, returning a path. `apps/web/app/routes.ts` declares the
 * same pages for React Router; `apps/web/app/site-routes.test.ts` keeps the two in step.
 */

const segment = encodeURIComponent;

function withToken(path: string, token: string): string {
  return `${path}?${new URLSearchParams({ token })}`;
}

export const siteRoutes = {
  home: () => "/",
  games: () => "/games",
  game: (slug: string) => `/games/${segment(slug)}`,
  /** The cost-of-play form's answer without scripts (`?bet=&speed=`); game pages themselves are prerendered. */
  gameCostOfPlay: (slug: string) => `/games/${segment(slug)}/cost-of-play`,
  demoLaunch: (slug: string) => `/demo/${segment(slug)}/launch`,
  demoPlay: (slug: string) => `/demo/${segment(slug)}/play`,
  /** A demo round played again from what the API stored, public for `demoReplayDays` days. */
  demoReplay: (slug: string, roundId: string) => `/demo/${segment(slug)}/replay/${segment(roundId)}`,
  contact: () => "/contact-us",
  careers: () => "/careers",
  subscribe: () => "/subscribe",
  roadmap: () => "/roadmap",
  /** The roadmap as an iCalendar feed partners subscribe to. */
  roadmapCalendar: () => "/roadmap.ics",
  subscriptionConfirm: (token: string) => withToken("/subscriptions/confirm", token),
  unsubscribe: (token: string) => withToken("/subscriptions/unsubscribe", token),
  signup: () => "/signup",
  signupVerify: (token: string) => withToken("/signup/verify", token),
  clientArea: () => "/client-area",
  /** The operator integration guide: the signed Operator and Wallet APIs and the conformance kit. */
  integration: () => "/integration",
  forgotPassword: () => "/forgot-password",
  resetPassword: (token: string) => withToken("/reset-password", token),
  staffInvitation: (token: string) => withToken("/admin/invitation", token),
} as const satisfies Record<string, (...parts: string[]) => string>;

export type SitePage = keyof typeof siteRoutes;

/** A site path made absolute on the configured public origin, for mails and documents read away from the site. */
export function siteAddress(origin: string, path: string): string {
  return new URL(path, origin).href;
}
