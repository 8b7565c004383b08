import { createContext, data, type MiddlewareFunction, RouterContextProvider, redirect } from "react-router";
import type { ApiClient } from "../api/api-client";
import { serverApi } from "../api/server-api.server";
import { publicSettings } from "../config/public-settings";
import { staffSessionRefreshAfterMs } from "../config/settings.server";
import { isSameOriginPost, siteOriginsOf } from "../forms/request-origin.server";
import { siteSecretSettings } from "../session/site-secret.server";
import { signInAddress } from "./sign-in/sign-in-address";
import type { StaffMember } from "./staff-member";
import { StaffSession } from "./staff-session-state.server";

export type { StaffMember } from "./staff-member";

const staffSessionContext = createContext<StaffSession>();

/** Answers 403 to a cross-site post to the back office, before it is read. */
function refuseCrossSitePost(request: Request): void {
  if (!isSameOriginPost(request, siteOriginsOf(request, publicSettings.siteUrl))) {
    throw data("This form was sent from another site. Open the back office and send it again.", {
      status: 403,
    });
  }
}

/** Changes an answer's headers; a redirect's can be frozen, and is copied first. */
function withHeaders(response: Response, change: (headers: Headers) => void): Response {
  try {
    change(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    change(copy.headers);
    return copy;
  }
}

/**
 * Route middleware of the back office, on the admin layout (so every page inside has it once) and on
 * the sign-in and sign-out routes outside it. It gives the request its staff session, refuses a post
 * from another site, then puts the session's cookie on the answer when it changed (a refresh, a
 * sign-in, an end) and keeps the answer out of every shared cache and search index.
 */
export const staffSessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { siteSecret, secureCookie } = siteSecretSettings();
  const session = new StaffSession(request.headers.get("cookie"), {
    siteSecret,
    secureCookie,
    api: (accessToken) => serverApi(request, { accessToken }),
    refreshAfterMs: staffSessionRefreshAfterMs,
  });
  context.set(staffSessionContext, session);
  refuseCrossSitePost(request);
  const response = await next();
  const cookie = await session.cookieToSet();
  return withHeaders(response, (headers) => {
    if (cookie) headers.append("set-cookie", cookie);
    headers.set("cache-control", "private, no-store");
    headers.set("x-robots-tag", "noindex, nofollow");
  });
};

/** The request's staff session, set by `staffSessionMiddleware`. */
export function staffSessionOf(context: unknown): StaffSession {
  if (!(context instanceof RouterContextProvider)) {
    throw new Error("The back office needs React Router middleware (future.v8_middleware)");
  }
  return context.get(staffSessionContext);
}

/** The 403 answer: the admin layout shows it as the site's access-denied page. */
export function forbidden(): never {
  throw data(null, { status: 403 });
}

/**
 * The signed-in staff member of a back-office request and the API as they call it. Anonymous
 * visitors are sent to the sign-in form (told when their session timed out) and come back here after
 * signing in; other accounts, and editors on administrators' pages, get the 403 page.
 */
export async function requireStaff(
  args: { request: Request; context: unknown },
  options: { role?: "admin" } = {},
): Promise<{ staff: StaffMember; api: ApiClient }> {
  const resolution = await staffSessionOf(args.context).resolve();
  if (resolution.kind === "anonymous") {
    throw redirect(signInAddress(new URL(args.request.url), resolution.ended));
  }
  if (resolution.kind === "not-staff") forbidden();
  if (options.role === "admin" && resolution.staff.role !== "admin") forbidden();
  return { staff: resolution.staff, api: serverApi(args.request, { accessToken: resolution.accessToken }) };
}
