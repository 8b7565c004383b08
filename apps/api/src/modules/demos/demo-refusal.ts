/**
 * A demo request the player can act on (a bet the game lacks, a balance too low, an expired session).
 * The errors plugin answers it with its status and message.
 */
export class DemoRefusal extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 409 | 422,
    message: string,
  ) {
    super(message);
    this.name = "DemoRefusal";
  }
}
