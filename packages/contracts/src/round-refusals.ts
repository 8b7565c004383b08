// A module of its own, with no imports: the demo player reads it, and its first load takes only this.
/**
 * The `code` of a spin's 409 that the game server itself refused (otherwise a 409's code is the
 * wallet's error, such as `SESSION_EXPIRED`): another round of the session is still being played, or
 * the round id was already used.
 */
export const roundRefusalCodes = {
  roundUnderWay: "ROUND_UNDER_WAY",
  roundAlreadyPlayed: "ROUND_ALREADY_PLAYED",
} as const;
