import { defaultLocale, type LocaleCode } from "@quillspin/contracts";
import { ApiRequestError } from "./api-request-error";
import { retryDelayMs, shouldRetry } from "./retry-policy";

export type Query = Record<
  string,
  string | number | boolean | readonly (string | number)[] | null | undefined
>;

export interface RequestOptions {
  method?: "GET" | "HEAD" | "OPTIONS" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  baseUrl: string;
  locale?: LocaleCode;
  fetch?: typeof fetch;
  /** Called once per failed call, after retries, before the error is rethrown (the browser shows a toast). */
  onError?: (error: ApiRequestError) => void;
  sleep?: (ms: number) => Promise<void>;
}

export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(item));
  }
  return url.toString();
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  if ((response.headers.get("content-type") ?? "").includes("json")) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The one way the site talks to the API (site.md section 7): configured base address, `Language`
 * header on every call, the retry policy, and on failure `onError` then a rethrow.
 */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const sleep = options.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
  const locale = options.locale ?? defaultLocale;

  async function attempt(method: string, url: string, request: RequestOptions) {
    const headers: Record<string, string> = {
      accept: "application/json",
      language: locale,
      ...request.headers,
    };
    let body: string | undefined;
    if (request.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(request.body);
    }
    return doFetch(url, { method, headers, body, signal: request.signal });
  }

  async function request<T>(path: string, request: RequestOptions = {}): Promise<T> {
    const method = request.method ?? "GET";
    const url = buildUrl(options.baseUrl, path, request.query);
    for (let attemptIndex = 0; ; attemptIndex++) {
      let failure: ApiRequestError;
      let retryAfter: string | null = null;
      try {
        const response = await attempt(method, url, request);
        const data = await readBody(response);
        if (response.ok) return data as T;
        retryAfter = response.headers.get("retry-after");
        failure = new ApiRequestError(
          `${response.status} ${response.statusText}`.trim(),
          response.status,
          data,
        );
      } catch (error) {
        if (request.signal?.aborted) throw error;
        failure = new ApiRequestError(error instanceof Error ? error.message : String(error), null, null, {
          cause: error,
        });
      }
      if (shouldRetry(failure.status, attemptIndex, method)) {
        await sleep(retryDelayMs(retryAfter));
        continue;
      }
      options.onError?.(failure);
      throw failure;
    }
  }

  return {
    request,
    get: <T>(path: string, query?: Query, init?: Omit<RequestOptions, "method" | "query">) =>
      request<T>(path, { ...init, method: "GET", query }),
    post: <T>(path: string, body?: unknown, init?: Omit<RequestOptions, "method" | "body">) =>
      request<T>(path, { ...init, method: "POST", body }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
