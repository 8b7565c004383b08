import { useEffect } from "react";
import { useLocation } from "react-router";
import { revealOnScroll, revealVisible } from "./reveal-on-scroll";

/**
 * Fades sections in as they scroll into view: elements marked `data-reveal`. It starts after
 * hydration: until then nothing is hidden, as without JavaScript.
 */
export function ScrollReveal() {
  const location = useLocation();

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    return revealOnScroll();
  }, []);

  // A new page's sections that are already in view show at once.
  useEffect(() => {
    if (location.key && document.documentElement.classList.contains("reveal-ready")) revealVisible();
  }, [location.key]);

  return null;
}
