import { revealSettings, shouldReveal } from "./reveal-settings";

/** Set on <html> only by this script: without JavaScript, or with reduced motion, nothing is hidden. */
const ACTIVE_CLASS = "reveal-ready";
const REVEALED_CLASS = "is-revealed";

type Cancellable = (() => void) & { cancel: () => void };

/**
 * `run` at most once every `ms` while scrolling, the last scroll always followed by a run (the leading
 * and trailing calls `throttle-debounce` makes). These few lines instead of the package keep the reveal
 * in the shell every page loads, not a file of its own (decision 22).
 */
function throttle(ms: number, run: () => void): Cancellable {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    timer = undefined;
    last = Date.now();
    run();
  };
  const throttled = () => {
    if (timer !== undefined) return;
    const wait = ms - (Date.now() - last);
    if (wait <= 0) fire();
    else timer = setTimeout(fire, wait);
  };
  return Object.assign(throttled, { cancel: () => clearTimeout(timer) });
}

/** `run` once calls have stopped for `ms`. */
function debounce(ms: number, run: () => void): Cancellable {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = () => {
    clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
  return Object.assign(debounced, { cancel: () => clearTimeout(timer) });
}

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
