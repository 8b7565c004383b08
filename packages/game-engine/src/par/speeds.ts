/**
 * The spin speeds a cost-of-play figure is given for, in paid rounds per hour of continuous play. The
 * fastest is the UK Gambling Commission's floor for an online slot (RTS 14D: at least 2.5 seconds a game
 * cycle, so at most 1,440 an hour); the others are a player who lets each round's animation finish
 * (6 seconds) and one with quick spin on (3.6 seconds). The one home of these figures: the PAR sheets
 * carry them to the API and the game pages.
 */
export const spinSpeeds = [
  { id: "normal", label: "Normal", secondsPerSpin: 6, spinsPerHour: 600 },
  { id: "quick", label: "Quick spin", secondsPerSpin: 3.6, spinsPerHour: 1000 },
  { id: "turbo", label: "Turbo (fastest allowed in the UK)", secondsPerSpin: 2.5, spinsPerHour: 1440 },
] as const;

export type SpinSpeed = (typeof spinSpeeds)[number];

/**
 * Rounds in a block that every speed's hours divide (the least common multiple of 600, 1,000 and 1,440):
 * worker slices start at multiples of it, so no simulated hour straddles two workers and the hours
 * played are the same whatever the number of workers.
 */
export const hourBlock = 36_000;
