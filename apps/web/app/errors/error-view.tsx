import { isRouteErrorResponse, useLocation } from "react-router";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { failedApiCallToast } from "./api-page-error";
import { useErrorToasts } from "./use-error-toasts";

export function NotFoundView({ path }: { path: string }) {
  const m = useMessages();
  return (
    <section className="error-view" aria-labelledby="error-title">
      <p className="error-view__code" aria-hidden="true">
        404
      </p>
      <h1 id="error-title">{m.errors.pageNotFound(path)}</h1>
      <p>{m.errors.notFoundText}</p>
      <AppLink className="button button--primary" to="/">
        {m.errors.homePage}
      </AppLink>
    </section>
  );
}

export function GenericErrorView() {
  const m = useMessages();
  return (
    <section className="error-view" aria-labelledby="error-title">
      <h1 id="error-title">{m.errors.oops}</h1>
      <p>{m.errors.unknownError}</p>
      <AppLink className="button button--primary" to="/">
        {m.errors.homePage}
      </AppLink>
    </section>
  );
}

/** What a route error shows (site.md section 8): 404 gets the not-found view, anything else the generic one. */
export function ErrorView({ error }: { error: unknown }) {
  const location = useLocation();
  // A failed API call of the page's loader is toasted once the page runs (site.md section 8).
  useErrorToasts([failedApiCallToast(error)]);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundView path={`${location.pathname}${location.search}`} />;
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return <GenericErrorView />;
}
