/**
 * A refusal the caller can act on (wrong password, taken email, expired link). The errors plugin
 * answers it with its status and message; anything else thrown becomes a bare 500.
 */
export class AccountFailure extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 429,
    message: string,
  ) {
    super(message);
    this.name = "AccountFailure";
  }
}
