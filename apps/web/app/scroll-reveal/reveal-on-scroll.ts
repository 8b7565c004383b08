import { debounce, throttle } from "throttle-debounce";
import { revealSettings, shouldReveal } from "./reveal-settings";

/** Set on <html> only by this script: without JavaScript, or with reduced motion, nothing is hidden. */
const ACTIVE_CLASS = "reveal-ready";
const REVEALED_CLASS = "is-revealed";

/** Reveals the marked elements already in view. */
export function revealVisible() {
  const height = window.innerHeight;
  for (const element of document.querySelectorAll<HTMLElement>(`[data-reveal]:not(.${REVEALED_CLASS})`)) {
    if (shouldReveal(element.getBoundingClientRect().top, height)) element.classList.add(REVEALED_CLASS);
  }
}

/** Hides the marked elements below the fold and reveals each as it scrolls into view; returns the stop. */
export function revealOnScroll(): () => void {
  const root = document.documentElement;
  root.style.setProperty("--reveal-duration", `${revealSettings.durationMs}ms`);
  root.style.setProperty("--reveal-easing", revealSettings.easing);
  revealVisible();
  root.classList.add(ACTIVE_CLASS);
  const onScroll = throttle(revealSettings.throttleMs, revealVisible);
  const onResize = debounce(revealSettings.debounceMs, revealVisible);
  window.addEventListener("scroll", onScroll, { passive: true });
  window.addEventListener("resize", onResize);
  return () => {
    onScroll.cancel();
    onResize.cancel();
    window.removeEventListener("scroll", onScroll);
    window.removeEventListener("resize", onResize);
  };
}
