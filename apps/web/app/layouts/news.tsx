import { Outlet, useRouteError } from "react-router";
import { errorMeta } from "../errors/error-meta";
import { ErrorView } from "../errors/error-view";
import { useMessages } from "../locale/locale-context";
import type { Route } from "./+types/news";
import { SiteFooter } from "./footer/site-footer";
import { SiteHeader } from "./header/site-header";

function NewsFrame({ children }: { children: React.ReactNode }) {
  const m = useMessages();
  return (
    <>
      <SiteHeader />
      <main id="main" className="news-layout" tabIndex={-1}>
        <p className="news-layout__kicker" aria-hidden="true">
          {m.nav.news}
        </p>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

/** The news list and articles share a frame of their own (site.md section 2). */
export default function NewsLayout() {
  return (
    <NewsFrame>
      <Outlet />
    </NewsFrame>
  );
}

export function meta({ error, matches }: Route.MetaArgs) {
  return errorMeta(error, matches);
}

export function ErrorBoundary() {
  return (
    <NewsFrame>
      <ErrorView error={useRouteError()} />
    </NewsFrame>
  );
}
