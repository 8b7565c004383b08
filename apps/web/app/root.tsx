import { defaultLocale } from "@quillspin/contracts";
import { useEffect } from "react";
import { preloadModule } from "react-dom";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { heldChunkPath } from "../config/held-chunks";
import type { Route } from "./+types/root";
import { BuildWatcher } from "./build-updates/build-watcher";
import { buildId } from "./config/public-settings";
import { GenericErrorView } from "./errors/error-view";
import { SiteFooter } from "./layouts/footer/site-footer";
import { viewportOf } from "./layouts/full-bleed";
import { SiteHeader } from "./layouts/header/site-header";
import { cookieConsentMessages } from "./locale/areas/cookie-consent";
import { LocaleProvider } from "./locale/locale-context";
import { readLocaleCookie, rememberLocale } from "./locale/locale-cookie";
import { loadMessages } from "./locale/messages";
import "./styles/global.css";
import { CONSENT_COOKIE, parseConsent } from "./consent/consent";
import type { CookieBannerCopy } from "./consent/cookie-banner";
import { CookieConsentSlot } from "./consent/cookie-consent-slot";
import { readCookie } from "./cookies/cookies";
import { DemoLauncherProvider } from "./demo/launch/demo-launcher";
import { SubscribeModal } from "./subscribe/subscribe-modal";
import { Toaster } from "./toasts/toaster";
import { UiStateProvider } from "./ui-state/ui-state";
import "./styles/fonts/fonts.css";
import { isRenderedForRequest } from "./request-context";
import { ScrollReveal } from "./scroll-reveal/scroll-reveal";
import { SessionStart } from "./session/session-start";
import soraLatin from "./styles/fonts/sora-latin-700-800.woff2?url";

export async function loader({ request, context }: Route.LoaderArgs) {
  const cookies = request.headers.get("cookie");
  const locale = readLocaleCookie(cookies) ?? defaultLocale;
  await loadMessages(locale);
  // A page rendered for a visitor who has not chosen yet shows the consent banner in its first paint
  // (decision 23), its strings in this data; a prerendered page cannot know, and shows it once the app runs.
  const askConsent =
    isRenderedForRequest(context) && parseConsent(readCookie(cookies, CONSENT_COOKIE)) === null;
  return { locale, consentBanner: askConsent ? bannerCopy(cookieConsentMessages.byLocale[locale]) : null };
}

/** Only the strings the banner shows, not the settings dialog's. */
function bannerCopy({
  title,
  text,
  readPolicy,
  acceptAll,
  rejectOptional,
}: CookieBannerCopy): CookieBannerCopy {
  return { title, text, readPolicy, acceptAll, rejectOptional };
}

export function links(): Route.LinkDescriptors {
  return [{ rel: "preload", href: soraLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const matches = useMatches();
  const locale = root?.locale ?? defaultLocale;
  // What the client entry waits for before hydrating comes with the app's modules, not after them.
  if (import.meta.env.PROD) preloadModule(heldChunkPath(`messages-${locale}`, buildId), { as: "script" });
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content={viewportOf(matches)} />
        <meta name="theme-color" content="#0d0a1f" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {/* The consent banner's answers post without scripts; its settings are the app's dialog. */}
        <noscript>
          <style>{".cookie-banner__settings { display: none; }"}</style>
        </noscript>
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { locale, consentBanner } = useLoaderData<typeof loader>();
  useEffect(() => rememberLocale(locale), [locale]);
  // Marks the moment the page's controls answer, so browser tests and audits need not guess at it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <LocaleProvider locale={locale}>
      <UiStateProvider>
        {/* First in the document, so the banner is the first stop of the keyboard (issue 27); it stays fixed at the bottom. */}
        <CookieConsentSlot bannerCopy={consentBanner} />
        <DemoLauncherProvider>
          <Outlet />
        </DemoLauncherProvider>
        <SubscribeModal />
        <Toaster />
        <BuildWatcher />
        <SessionStart />
        <ScrollReveal />
      </UiStateProvider>
    </LocaleProvider>
  );
}

/** A fatal error anywhere above the layouts switches the app to the error view (site.md section 4). */
export function ErrorBoundary() {
  console.error(useRouteError());
  return (
    <LocaleProvider locale={defaultLocale}>
      <UiStateProvider>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          <GenericErrorView />
        </main>
        <SiteFooter />
      </UiStateProvider>
    </LocaleProvider>
  );
}
