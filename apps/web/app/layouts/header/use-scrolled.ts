import { useEffect, useState } from "react";

/** The header's scrolled style starts at this many pixels of scroll (site.md section 9). */
export const HEADER_SCROLLED_THRESHOLD = 50;

export function isScrolledPast(scrollY: number, threshold = HEADER_SCROLLED_THRESHOLD): boolean {
  return scrollY >= threshold;
}

export function useScrolled(threshold = HEADER_SCROLLED_THRESHOLD): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(isScrolledPast(window.scrollY, threshold));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}
