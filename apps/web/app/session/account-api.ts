import { defaultLocale } from "@quillspin/contracts";
import { buildUrl, createApiClient } from "../api/api-client";
import { ApiRequestError, toastTextOf } from "../api/api-request-error";
import { retryDelayMs, shouldRetry } from "../api/retry-policy";
import { publicSettings } from "../config/public-settings";
import { showErrorToast } from "../toasts/toasts";
import { session } from "./session";

/** Toasts are shown here, once per call, after a refused token has had its one refresh. */
const api = createApiClient({ baseUrl: publicSettings.apiBaseUrl, locale: defaultLocale });

function failed(error: unknown): unknown {
  showErrorToast(toastTextOf(error));
  return error;
}

const isRefused = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

/**
 * Runs a call with the session's access token. A 401 gets one refresh and one retry; when the session
 * cannot be refreshed it ends here, so the page shows the sign-in form. Every failure left shows the
 * error toast and is rethrown (site.md section 8).
 */
async function withAccessToken<T>(call: (authorization: string) => Promise<T>): Promise<T> {
  await session.start();
  const token = session.getState().accessToken;
  if (!token) throw new ApiRequestError("Not signed in", 401, null);
  try {
    return await call(`Bearer ${token}`);
  } catch (error) {
    if (!isRefused(error)) throw failed(error);
    const fresh = await session.refresh(token).catch((refreshError: unknown) => {
      throw failed(refreshError);
    });
    if (!fresh) throw failed(error);
    try {
      return await call(`Bearer ${fresh}`);
    } catch (retryError) {
      if (isRefused(retryError)) await session.endLocally();
      throw failed(retryError);
    }
  }
}

async function errorBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** A file the API sends as an attachment, under the shared client's retry policy. */
async function fetchFile(path: string, authorization: string): Promise<Blob> {
  const url = buildUrl(publicSettings.apiBaseUrl, path);
  for (let attempt = 0; ; attempt++) {
    let failure: ApiRequestError;
    let retryAfter: string | null = null;
    try {
      const response = await fetch(url, { headers: { authorization, language: defaultLocale } });
      if (response.ok) return await response.blob();
      retryAfter = response.headers.get("retry-after");
      failure = new ApiRequestError(
        `${response.status} ${response.statusText}`.trim(),
        response.status,
        await errorBody(response),
      );
    } catch (error) {
      failure = new ApiRequestError(error instanceof Error ? error.message : String(error), null, null, {
        cause: error,
      });
    }
    if (!shouldRetry(failure.status, attempt, "GET")) throw failure;
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs(retryAfter)));
  }
}

/** The API as the signed-in account calls it: Bearer token, refresh on 401, toast on failure. */
export const accountApi = {
  get: <T>(path: string) =>
    withAccessToken((authorization) => api.get<T>(path, undefined, { headers: { authorization } })),
  post: <T>(path: string, body?: unknown, headers: Record<string, string> = {}) =>
    withAccessToken((authorization) => api.post<T>(path, body, { headers: { ...headers, authorization } })),
  put: <T>(path: string, body: unknown) =>
    withAccessToken((authorization) =>
      api.request<T>(path, { method: "PUT", body, headers: { authorization } }),
    ),
  delete: (path: string) =>
    withAccessToken((authorization) =>
      api.request<unknown>(path, { method: "DELETE", headers: { authorization } }),
    ),
  file: (path: string) => withAccessToken((authorization) => fetchFile(path, authorization)),
};
