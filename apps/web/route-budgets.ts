// The most JavaScript each page may load before it runs, in KiB gzipped: the client entry, the route
// modules from the root down to the page and everything they import (packages/build-tools/src/route-weights.ts
// measures it from React Router's build manifest). `npm run build` fails when a page grows past its
// budget, when a page has none and when a budget names no page. Each budget is the page's size when
// it was set plus about 1.5 KiB: raise one only with the reason in the commit, after moving what the
// page does not need before its first paint to a lazy import (decision 22). The home page's is issue 16's
// aim itself, 1.15x the bare React Router app's home (110.0 KiB).
import type { LazyChunkRule } from "@quillspin/build-tools";

export const routeBudgetsKiB: Record<string, number> = {
  // The client area's Integration section (issue 28): the client area's frame, its forms and the
  // catalogue's game list; no page of it loads another's panels.
  "accounts/integration/fraud-signals.route": 178.5,
  "accounts/integration/reports.route": 180,
  "accounts/integration/round.route": 176.5,
  "accounts/integration/rounds.route": 178,
  "accounts/integration/sandbox.route": 179.5,
  "accounts/integration/settings.route": 177,
  "admin/audit/audit.route": 136,
  "admin/dashboard/dashboard.route": 127,
  "admin/integrations/integration.route": 135,
  "admin/integrations/integrations.route": 129,
  "admin/messages/message.route": 134.5,
  "admin/messages/messages.route": 160,
  "admin/news/article.route": 167.5,
  "admin/news/new-article": 167.5,
  "admin/news/news-desk.route": 162,
  "admin/partners/partners.route": 161,
  "admin/roadmap/roadmap.route": 163.5,
  "admin/sign-in/sign-in.route": 135,
  "admin/staff/invitation.route": 164.5,
  "admin/staff/staff.route": 163,
  "admin/subscribers/subscribers.route": 165.5,
  "routes/about-us": 128,
  "routes/careers": 168,
  "routes/client-area": 175,
  "routes/client-area-download": 169,
  "routes/contact": 160,
  "routes/contact-alias": 160,
  "routes/cookie-policy": 128,
  "routes/demo-launch": 125,
  // The player without zod, whose schemas load beside the first spin's request, nor its dialogs' code,
  // which loads on their first opening (decision 48): 143.5 KiB.
  "routes/demo-play": 145,
  // +0.5 with the figures' Intl-free two decimals (+0.2 KiB), which spare the replay, as the player, the
  // first Intl formatter's 0.3-0.45 s of a phone's main thread before it hydrates (decision 48).
  "routes/demo-replay": 136.5,
  "routes/feature": 126,
  "routes/features": 125,
  "routes/forbidden": 125,
  "routes/forgot-password": 165.5,
  "routes/game": 136,
  "routes/game-cost-of-play": 129,
  // +0.5 with the figures' Intl-free two decimals (+0.2 KiB, decision 48), which left the games list
  // at its budget to the tenth.
  "routes/games": 128.5,
  "routes/games-compare": 128,
  "routes/guide": 128,
  "routes/home": 126.5,
  "routes/integration": 132.5,
  "routes/news": 128,
  "routes/news-article": 129,
  "routes/not-found": 125,
  "routes/page-not-found": 124,
  "routes/privacy-policy": 129,
  "routes/reset-password": 166.5,
  "routes/roadmap": 129,
  // The two sign-up pages read the session at once: the key's code is a chunk of its own beside the
  // session's since every page asks for the key and only a browser with tokens loads the session (+0.2).
  "routes/signup": 166.5,
  "routes/signup-verify": 164.5,
  // +0.5 with the figures' Intl-free two decimals (+0.2 KiB, decision 48), which left the subscription
  // page within 0.05 KiB of its budget: a chunk's new hash in its imports tipped it over.
  "routes/subscribe": 160.5,
  "routes/subscription-confirm": 156,
  "routes/subscription-unsubscribe": 156,
};

/**
 * The game renderer (PixiJS and the stage, the chunk Vite names after app/demo/player/stage/pixi-stage.ts):
 * loaded on demand by the demo player and the replay page, by no other page (issue 26).
 */
export const rendererChunk: LazyChunkRule = {
  what: "the game renderer",
  chunk: /^pixi-stage-[\w-]+\.js$/,
  allowedRoutes: ["routes/demo-play", "routes/demo-replay"],
};

/**
 * Every script a visit to the demo player fetches, the renderer included, in KiB gzipped: `npm run bench`
 * weighs it in Chromium (the build's manifest knows only the first-load part, `routes/demo-play` above).
 * Set at 339.4 KiB measured (with the feature effects) plus 1.5, as the page budgets are: 29 files, of
 * which PixiJS and the stage are about 135 KiB, about what a bare PixiJS 8 page loads (132.5). With
 * Hacker Crash's matrices and the stage split into modules (decision 45): 340.97 KiB, nearly all of it.
 */
export const playerVisitBudgetKiB = 341;
