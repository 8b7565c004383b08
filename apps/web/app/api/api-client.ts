import { defaultLocale, type LocaleCode } from "@quillspin/contracts";
import type { ZodType } from "zod";
import { ApiRequestError } from "./api-request-error";
import { retryDelayMs, shouldRetry } from "./retry-policy";

export type Query = Record<
  string,
  string | number | boolean | readonly (string | number)[] | null | undefined
>;

export interface RequestOptions<T = unknown> {
  method?: "GET" | "HEAD" | "OPTIONS" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The contract's response schema; a successful answer is checked against it when checks are on. */
  schema?: ZodType<T>;
}

export interface ApiClientOptions {
  baseUrl: string;
  locale?: LocaleCode;
  fetch?: typeof fetch;
  /** Called once per failed call, after retries, before the error is rethrown (the browser shows a toast). */
  onError?: (error: ApiRequestError) => void;
  sleep?: (ms: number) => Promise<void>;
  /**
   * Check answers against their contract schema. On in development and tests, where a drifted API
   * should fail at once; off in production builds, where the answer is trusted as typed for speed.
   */
  checkAnswers?: boolean;
}

/** An answer the API sent with success but in a shape its contract does not allow. */
export class ApiContractError extends Error {
  constructor(method: string, url: string, issues: string[]) {
    super(`${method} ${url}: the answer does not match its contract: ${issues.join("; ")}`);
    this.name = "ApiContractError";
  }
}

function checkAnswer<T>(schema: ZodType<T>, data: unknown, method: string, url: string): T {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new ApiContractError(
      method,
      url,
      result.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`),
    );
  }
  // The answer itself, not the parsed copy, so development sees exactly what production uses.
  return data as T;
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
  const checkAnswers = options.checkAnswers ?? !import.meta.env.PROD;

  async function attempt(method: string, url: string, request: RequestOptions<unknown>) {
    const headers: Record<string, string> = {
      accept: "application/json",
      language: locale,
      ...request.headers,
    };
    let body: string | FormData | undefined;
    // A file upload goes as multipart/form-data, its boundary set by fetch.
    if (request.body instanceof FormData) body = request.body;
    else if (request.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(request.body);
    }
    return doFetch(url, { method, headers, body, signal: request.signal });
  }

  async function request<T>(path: string, request: RequestOptions<T> = {}): Promise<T> {
    const method = request.method ?? "GET";
    const url = buildUrl(options.baseUrl, path, request.query);
    for (let attemptIndex = 0; ; attemptIndex++) {
      let failure: ApiRequestError;
      let retryAfter: string | null = null;
      let answer: { data: unknown } | null = null;
      try {
        const response = await attempt(method, url, request);
        const data = await readBody(response);
        if (response.ok) answer = { data };
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
      // Checked outside the network error handling: a contract mismatch is a bug, never retried.
      if (answer) {
        return checkAnswers && request.schema
          ? checkAnswer(request.schema, answer.data, method, url)
          : (answer.data as T);
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
    /** The locale every call names in its `Language` header; answers differ by it. */
    locale,
    request,
    get: <T>(path: string, query?: Query, init?: Omit<RequestOptions<T>, "method" | "query">) =>
      request<T>(path, { ...init, method: "GET", query }),
    post: <T>(path: string, body?: unknown, init?: Omit<RequestOptions<T>, "method" | "body">) =>
      request<T>(path, { ...init, method: "POST", body }),
    /** A file the API answers (not JSON), its response untouched; a refusal throws like any call. */
    file: async (path: string): Promise<Response> => {
      let response: Response;
      try {
        response = await attempt("GET", buildUrl(options.baseUrl, path), { headers: { accept: "*/*" } });
      } catch (error) {
        const failure = new ApiRequestError(
          error instanceof Error ? error.message : String(error),
          null,
          null,
          {
            cause: error,
          },
        );
        options.onError?.(failure);
        throw failure;
      }
      if (response.ok) return response;
      const failure = new ApiRequestError(
        `${response.status} ${response.statusText}`.trim(),
        response.status,
        await readBody(response),
      );
      options.onError?.(failure);
      throw failure;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
