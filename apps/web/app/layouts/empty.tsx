import { Outlet, useRouteError } from "react-router";
import { errorMeta } from "../errors/error-meta";
import { ErrorView } from "../errors/error-view";
import type { Route } from "./+types/empty";

/** No header or footer: pages that stand alone, such as /forbidden. */
export default function EmptyLayout() {
  return (
    <main id="main" className="empty-layout" tabIndex={-1}>
      <Outlet />
    </main>
  );
}

export function meta({ error, matches }: Route.MetaArgs) {
  return errorMeta(error, matches);
}

export function ErrorBoundary() {
  return (
    <main id="main" className="empty-layout" tabIndex={-1}>
      <ErrorView error={useRouteError()} />
    </main>
  );
}
