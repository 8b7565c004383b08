import { type EarlySpinButton, earlySpinNames } from "./early-spin";
import { newRoundId } from "./round-id";

/**
 * Runs in the player's document, before any of the app's code: the first press of a Spin button that
 * carries `earlySpinNames.buttonAttribute` sends its spin request, as the player would (the same
 * headers, a round id from `newRoundId`), and leaves it for the player (`takeEarlySpin`). A press once
 * React has the page, or on a button the server marked unavailable, is the player's own; a press in
 * between is the same press (the round is already on its way).
 *
 * It is written out with `Function.prototype.toString`, as is `newRoundId`, so both must use nothing
 * but their arguments and the browser's globals.
 */
function sendEarlySpin(names: typeof earlySpinNames, roundId: () => string): void {
  const root = document.documentElement;
  let pressed = false;
  const press = (event: Event): void => {
    if (root.hasAttribute("data-hydrated")) {
      document.removeEventListener("click", press, true);
      return;
    }
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest(`[${names.buttonAttribute}]`);
    if (!button || button.getAttribute("aria-disabled") === "true") return;
    // React, hydrating meanwhile, would replay the press once the button is its own: a second round.
    event.stopImmediatePropagation();
    if (pressed) return;
    pressed = true;
    const spin = JSON.parse(button.getAttribute(names.buttonAttribute) ?? "{}") as EarlySpinButton;
    const id = roundId();
    const answer = fetch(spin.url, {
      method: "POST",
      headers: { accept: "application/json", language: spin.language, "content-type": "application/json" },
      body: JSON.stringify({ round_id: id, bet: spin.bet }),
    }).then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${response.status}`))));
    // The player sends the round again on any failure, and says why then.
    answer.catch(() => {});
    (window as unknown as Record<string, unknown>)[names.windowKey] = {
      session: spin.session,
      roundId: id,
      bet: spin.bet,
      pressedAt: performance.now(),
      answer,
    };
    root.setAttribute(names.pressedAttribute, "");
  };
  document.addEventListener("click", press, true);
}

/** The script's text for the player page's `<head>`. */
export const earlySpinScript = `(${sendEarlySpin.toString()})(${JSON.stringify(earlySpinNames)}, ${newRoundId.toString()});`;
