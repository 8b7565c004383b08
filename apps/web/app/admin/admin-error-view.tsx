import { isRouteErrorResponse } from "react-router";
import { ErrorView } from "../errors/error-view";
import { useMessages } from "../locale/locale-context";
import { StatusPage } from "../routes/status-page";

/**
 * A back-office page's error: 403 is the site's access-denied page (a partner, or an editor on an
 * administrators' page); anything else the site's own error views.
 */
export function AdminErrorView({ error }: { error: unknown }) {
  const m = useMessages();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return <StatusPage code={403} title={m.errors.forbiddenTitle} text={m.errors.forbiddenText} />;
  }
  return <ErrorView error={error} />;
}
