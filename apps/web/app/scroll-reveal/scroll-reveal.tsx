import { useEffect } from "react";
import { useLocation } from "react-router";
import { debounce, throttle } from "throttle-debounce";
import { revealSettings, shouldReveal } from "./reveal-settings";

/** Set on <html> only by this script: without JavaScript, or with reduced motion, nothing is hidden. */
const ACTIVE_CLASS = "reveal-ready";
const REVEALED_CLASS = "is-revealed";

function revealVisible() {
  const height = window.innerHeight;
  for (const element of document.querySelectorAll<HTMLElement>(`[data-reveal]:not(.${REVEALED_CLASS})`)) {
    if (shouldReveal(element.getBoundingClientRect().top, height)) element.classList.add(REVEALED_CLASS);
  }
}

/** Fades sections in as they scroll into view: elements marked `data-reveal`. */
export function ScrollReveal() {
  const location = useLocation();

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
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
  }, []);

  // A new page's sections that are already in view show at once.
  useEffect(() => {
    if (location.key) revealVisible();
  }, [location.key]);

  return null;
}
