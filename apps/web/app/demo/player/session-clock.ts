import { useEffect, useState } from "react";

const two = (value: number) => String(value).padStart(2, "0");

/** Elapsed time as hh:mm:ss (hours past 99 keep every digit); never negative. */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}

/**
 * The time since `startedAt` (an ISO instant), ticking every second on the second. The server's render
 * and the browser's first one may differ by a second: the element showing it takes
 * `suppressHydrationWarning`, and the first tick corrects it.
 */
export function useElapsedMs(startedAt: string): number {
  const start = Date.parse(startedAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(Date.now());
      timer = setTimeout(tick, 1000 - ((Date.now() - start) % 1000));
    };
    tick();
    return () => clearTimeout(timer);
  }, [start]);
  return Math.max(0, now - start);
}
