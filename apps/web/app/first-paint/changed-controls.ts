/**
 * The form controls a visitor changed before the app hydrated (decision 23). The client entry checks
 * this on every page; the hand-over itself (`early-input.ts`) loads only on a page where it finds one.
 */
export type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const UNTYPED = new Set(["hidden", "file", "submit", "button", "reset", "image"]);

export const isToggle = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio");

function changedByVisitor(control: Control): boolean {
  if (control instanceof HTMLSelectElement)
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  if (isToggle(control)) return control.checked !== control.defaultChecked;
  return control.value !== control.defaultValue;
}

export function changedControls(document: Document): Control[] {
  return [...document.querySelectorAll<Control>("input, textarea, select")]
    .filter((control) => !(control instanceof HTMLInputElement && UNTYPED.has(control.type)))
    .filter(changedByVisitor);
}
