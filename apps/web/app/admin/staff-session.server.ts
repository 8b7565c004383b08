import { createContext, data, type MiddlewareFunction, RouterContextProvider, redirect } from "react-router";
import type { ApiClient } from "../api/api-client";
import { serverApi } from "../api/server-api.server";
import { publicSettings } from "../config/public-settings";
import { siteSecretSettings } from "../session/site-secret.server";
import { refuseCrossSitePost } from "./request-origin.server";
import { signInAddress } from "./sign-in-address";
import type { StaffMember } from "./staff-member";
import { StaffSession } from "./staff-session-state.server";

export type { StaffMember } from "./staff-member";

const staffSessionContext = createContext<StaffSession>();

/** Where a back-office post may come from: the site's public address, and the address it was sent to. */
function siteOrigins(request: Request): string[] {
  return [new URL(publicSettings.siteUrl).origin, new URL(request.url).origin];
}

/** The answer may be replaced: a redirect's headers, for one, can be frozen. */
function withHeaders(response: Response, headers: Record<string, string | null>): Response {
  let answer = response;
  try {
    answer.headers.get("cache-control");
    for (const [name, value] of Object.entries(headers)) if (value) answer.headers.append(name, value);
  } catch {
    answer = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) if (value) answer.headers.append(name, value);
  }
  return answer;
}

/**
 * Route middleware of every back-office page (the admin layout, sign-in, sign-out): it gives the
 * request its staff session, then puts the session's cookie on the answer when it changed (a refresh,
 * a sign-in, an end) and keeps the answer out of every shared cache and search index.
 */
export const staffSessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { siteSecret, secureCookie } = siteSecretSettings();
  const session = new StaffSession(request.headers.get("cookie"), {
    siteSecret,
    secureCookie,
    api: (accessToken) => serverApi(request, { accessToken }),
  });
  context.set(staffSessionContext, session);
  refuseCrossSitePost(request, siteOrigins(request));
  const response = await next();
  return withHeaders(response, {
    "set-cookie": await session.cookieToSet(),
    "cache-control": response.headers.has("cache-control") ? null : "private, no-store",
    "x-robots-tag": "noindex, nofollow",
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
