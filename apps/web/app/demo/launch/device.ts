/**
 * How a demo opens on this browser (site.md section 4): mobile is read from the user agent, and Safari
 * on iOS is told apart because it opens the demo in the current window instead of a new one.
 */
export type DemoOpening = "modal" | "new-window" | "current-window";

const IOS_DEVICE = /iPhone|iPad|iPod/;
/** Chrome, Firefox, Edge, Opera and Google's app on iOS also say "Safari" in their user agent. */
const IOS_OTHER_BROWSER = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\//;
const MOBILE = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|BlackBerry|BB10|webOS|Silk\//;

export function isMobile(userAgent: string): boolean {
  return MOBILE.test(userAgent);
}

export function isIosSafari(userAgent: string): boolean {
  return IOS_DEVICE.test(userAgent) && /Safari\//.test(userAgent) && !IOS_OTHER_BROWSER.test(userAgent);
}

export function demoOpeningFor(userAgent: string): DemoOpening {
  if (isIosSafari(userAgent)) return "current-window";
  return isMobile(userAgent) ? "new-window" : "modal";
}
