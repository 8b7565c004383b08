/**
 * A Spin pressed before the player's code has arrived (decision 50). The player page's document carries
 * a few lines of script (`early-spin-script.server.ts`) that send that press's spin request at once,
 * with a round id of their own; once hydrated, the player takes the press over (`takeEarlySpin`) and
 * plays that round from its answer, or sends the same round id again, which the API answers with the
 * same round without charging twice.
 */

/** The names the document's script and the player share. */
export const earlySpinNames = {
  /** On the Spin button, while it waits for the player's code: what the early request needs (`EarlySpinButton`). */
  buttonAttribute: "data-early-spin",
  /** On `<html>` from the press until the player takes it over, so the page shows the press was taken. */
  pressedAttribute: "data-early-spin-pressed",
  /** Where the script leaves the press for the player (`EarlySpin`). */
  windowKey: "quillspinEarlySpin",
} as const;

/** What the Spin button tells the document's script, as JSON in `earlySpinNames.buttonAttribute`. */
export interface EarlySpinButton {
  session: string;
  url: string;
  bet: number;
  language: string;
}

/** A press the document's script sent before hydration. */
export interface EarlySpin {
  session: string;
  roundId: string;
  bet: number;
  /** `performance.now()` at the press: the profile's minimum round time counts from it. */
  pressedAt: number;
  /** The answer's body when the API accepted the round; rejects on any other answer or none. */
  answer: Promise<unknown>;
}

/**
 * Whether the Spin button hands a press before hydration to the document's script: production documents
 * carry it (entry.server.tsx writes it with the rest of the first paint's rewrite); development's do not.
 */
export const earlySpinWritten = import.meta.env.PROD;

type EarlySpinWindow = Window & { [earlySpinNames.windowKey]?: EarlySpin };

/** The press made before hydration on this session's Spin, once: the player plays it. */
export function takeEarlySpin(sessionId: string): EarlySpin | null {
  if (typeof window === "undefined") return null;
  const holder = window as EarlySpinWindow;
  const early = holder[earlySpinNames.windowKey];
  delete holder[earlySpinNames.windowKey];
  document.documentElement.removeAttribute(earlySpinNames.pressedAttribute);
  return early && early.session === sessionId ? early : null;
}
