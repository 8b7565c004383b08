/** A backend call that failed: the status (null when the network failed) and the parsed body. */
export class ApiRequestError extends Error {
  readonly status: number | null;
  readonly data: unknown;

  constructor(message: string, status: number | null, data: unknown, options?: ErrorOptions) {
    super(message, options);
    this.name = "ApiRequestError";
    this.status = status;
    this.data = data;
  }

  /** The server's own message when the body carries one (the API's error shape has `message`). */
  get serverMessage(): string | null {
    if (typeof this.data === "object" && this.data !== null && "message" in this.data) {
      const { message } = this.data as { message: unknown };
      return typeof message === "string" && message ? message : null;
    }
    return null;
  }

  /** Which of a status's causes it was, where the API names one (`code`, e.g. a spin's 409). */
  get code(): string | null {
    if (typeof this.data === "object" && this.data !== null && "code" in this.data) {
      const { code } = this.data as { code: unknown };
      return typeof code === "string" && code ? code : null;
    }
    return null;
  }
}

/**
 * The error toast's text (site.md section 8): the status, a colon and the server's message when the
 * body has one; otherwise the error's own message; otherwise the raw error.
 */
export function toastTextOf(error: unknown): string {
  if (error instanceof ApiRequestError && error.status !== null && error.serverMessage) {
    return `${error.status}: ${error.serverMessage}`;
  }
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}
