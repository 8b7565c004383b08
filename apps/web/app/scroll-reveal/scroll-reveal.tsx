import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Fades sections in as they scroll into view: elements marked `data-reveal`. The code that does it
 * loads after hydration (decision 22): until it runs nothing is hidden, as without JavaScript.
 */
export function ScrollReveal() {
  const location = useLocation();
  const reveal = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import("./reveal-on-scroll").then(({ revealOnScroll, revealVisible }) => {
      if (unmounted) return;
      stop = revealOnScroll();
      reveal.current = revealVisible;
    });
    return () => {
      unmounted = true;
      stop?.();
      reveal.current = null;
    };
  }, []);

  // A new page's sections that are already in view show at once.
  useEffect(() => {
    if (location.key) reveal.current?.();
  }, [location.key]);

  return null;
}
