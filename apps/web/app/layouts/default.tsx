import { Outlet, useRouteError } from "react-router";
import { errorMeta } from "../errors/error-meta";
import { ErrorView } from "../errors/error-view";
import type { Route } from "./+types/default";
import { SiteFooter } from "./footer/site-footer";
import { SiteHeader } from "./header/site-header";

function DefaultFrame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

export default function DefaultLayout() {
  return (
    <DefaultFrame>
      <Outlet />
    </DefaultFrame>
  );
}

/** Errors of any page of this layout show inside it, with the header (site.md section 8). */
export function meta({ error, matches }: Route.MetaArgs) {
  return errorMeta(error, matches);
}

export function ErrorBoundary() {
  return (
    <DefaultFrame>
      <ErrorView error={useRouteError()} />
    </DefaultFrame>
  );
}
