/**
 * How long the API keeps a demo round for its public replay (issue 26): after that the round is purged
 * and its replay address answers 404. No zod here, so the replay page can name the figure cheaply.
 */
export const demoReplayDays = 30;

/** A session's round history lists its latest rounds, as many as a player scrolls through. */
export const roundHistoryLength = 100;
