import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { messagesForMeta } from "../locale/meta-messages";
import { pageMeta } from "../seo/page-meta";

type Matches = Parameters<typeof messagesForMeta>[0];

/**
 * The title of an error view. A layout's boundary renders in place of the page that failed, so the
 * layout's `meta` names the error; without an error the page's own `meta` applies.
 */
export function errorMeta(error: unknown, matches: Matches): MetaDescriptor[] {
  if (!error) return [];
  const m = messagesForMeta(matches);
  return isRouteErrorResponse(error) && error.status === 404
    ? pageMeta({ title: m.errors.notFoundTitle, description: m.meta.notFoundDescription, noindex: true })
    : pageMeta({ title: m.errors.oops, description: m.errors.unknownError, noindex: true });
}
