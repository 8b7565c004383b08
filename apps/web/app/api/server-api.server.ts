import { resolveLocale } from "@quillspin/contracts";
import { serverApiBaseUrl } from "../config/settings.server";
import { readLocaleCookie } from "../locale/locale-cookie";
import { createApiClient } from "./api-client";

/**
 * The API as loaders call it during server rendering: in the visitor's locale, with their request id,
 * and with the forwarding chain the site's server completed (server/app.ts). `accessToken` is the
 * back office's: the staff session keeps it on the server (decision 17).
 */
export function serverApi(request: Request, { accessToken }: { accessToken?: string } = {}) {
  const requestId = request.headers.get("x-request-id");
  const forwardedFor = request.headers.get("x-forwarded-for");
  return createApiClient({
    baseUrl: serverApiBaseUrl,
    locale:
      readLocaleCookie(request.headers.get("cookie")) ??
      resolveLocale(request.headers.get("accept-language")),
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: {
          ...(init?.headers as Record<string, string>),
          ...(requestId ? { "x-request-id": requestId } : {}),
          ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
          ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
        },
        signal: init?.signal ?? AbortSignal.timeout(5000),
      }),
  });
}
