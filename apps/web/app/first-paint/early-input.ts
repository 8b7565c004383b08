/**
 * The page paints, and takes input, before its code arrives (decision 23). React keeps what a visitor
 * typed or ticked in that time when it hydrates a control, but its own state still holds the rendered
 * value, so the form would validate and send an empty field, and the next render of the control would
 * put the empty value back. `keepEarlyInput` notes each control the visitor changed before hydration
 * and, once React has taken the control over, hands the visitor's value to the form the way typing
 * does (an `input` or `click` that React's `onChange` hears), then keeps it until it holds. A control the
 * visitor touches again after hydration is theirs: it is left alone. The client entry loads this module
 * only when `changedControls` finds a change, so a visit without early input does not fetch it.
 */
import { type Control, changedControls, isToggle } from "./changed-controls";

interface EarlyInput {
  control: Control;
  value: string;
  checked: boolean;
  /** Frames in a row the control has shown the visitor's value since it was handed to React. */
  held: number;
  handed: boolean;
}

/** Frames a handed value must hold before the control is let go (about half a second). */
const HOLD_FRAMES = 30;
const GIVE_UP_MS = 15_000;

/** React marks each element it has hydrated with its fiber, under a key of its own. */
const takenOver = (control: Control) => Object.keys(control).some((key) => key.startsWith("__reactFiber$"));

const shows = (entry: EarlyInput) =>
  isToggle(entry.control) ? entry.control.checked === entry.checked : entry.control.value === entry.value;

/**
 * React hears a change only when the control's value differs from the one it last saw (its value
 * tracker, updated by the element's own setter): the control is first set to something else through
 * that setter, then to the visitor's value through the prototype's, which React does not watch.
 */
function hand({ control, value, checked }: EarlyInput): void {
  if (isToggle(control)) {
    control.checked = !checked;
    control.click();
    return;
  }
  if (!(control instanceof HTMLSelectElement)) control.value = `${value} `;
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, value);
  control.dispatchEvent(
    new Event(control instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }),
  );
}

export function keepEarlyInput(document: Document): void {
  let early: EarlyInput[] = changedControls(document).map((control) => ({
    control,
    value: control.value,
    checked: isToggle(control) ? control.checked : false,
    held: 0,
    handed: false,
  }));
  if (early.length === 0) return;
  const mine = (event: Event) => {
    if (event.isTrusted) early = early.filter((entry) => entry.control !== event.target);
  };
  for (const type of ["input", "change", "click"]) document.addEventListener(type, mine, true);
  const until = performance.now() + GIVE_UP_MS;
  const watch = () => {
    for (const entry of early) {
      if (!entry.control.isConnected || !takenOver(entry.control)) continue;
      if (!entry.handed || !shows(entry)) {
        hand(entry);
        entry.handed = true;
        entry.held = 0;
      } else entry.held += 1;
    }
    early = early.filter((entry) => entry.control.isConnected && entry.held < HOLD_FRAMES);
    if (early.length > 0 && performance.now() < until) requestAnimationFrame(watch);
    else for (const type of ["input", "change", "click"]) document.removeEventListener(type, mine, true);
  };
  requestAnimationFrame(watch);
}
