const whole = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

/**
 * A multiple of the bet, "5,000x". A module of its own, apart from the PAR summary's formats
 * (`par-summary/par-format.ts`): the game cards show it, on the home page too, and need none of those.
 */
export const formatMultiple = (value: number) => `${whole.format(value)}x`;
