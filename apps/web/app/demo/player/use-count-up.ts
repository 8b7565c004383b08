import { useEffect, useState } from "react";

/**
 * A win counting up from nothing to `amount` over `ms` (ease-out, animation frames), in hundredths so
 * it lands on the exact figure; at once when `still` (reduced motion) or `ms` is 0.
 */
export function useCountUp(amount: number, ms: number, still: boolean): number {
  const [shown, setShown] = useState(still || ms <= 0 ? amount : 0);
  useEffect(() => {
    if (still || ms <= 0) {
      setShown(amount);
      return;
    }
    const start = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const t = Math.min(1, (now - start) / ms);
      const eased = 1 - (1 - t) ** 3;
      setShown(t >= 1 ? amount : Math.round(amount * eased * 100) / 100);
      if (t < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [amount, ms, still]);
  return shown;
}
