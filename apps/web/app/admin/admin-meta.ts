import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { pageMeta } from "../seo/page-meta";

/** A back-office page's title; the back office is never indexed. */
export function adminMeta(title: string): MetaDescriptor[] {
  return pageMeta({
    title: `${title} · Back office`,
    description: "The studio's back office.",
    noindex: true,
  });
}

/** The title of the error view a back-office boundary shows in place of the page. */
export function adminErrorMeta(error: unknown): MetaDescriptor[] {
  if (isRouteErrorResponse(error) && error.status === 403) return adminMeta("Access denied");
  if (isRouteErrorResponse(error) && error.status === 404) return adminMeta("Page not found");
  return adminMeta("Something went wrong");
}
