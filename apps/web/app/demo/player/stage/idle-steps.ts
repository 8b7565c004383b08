/**
 * Runs `steps` in order, one each time the main thread is idle (`requestIdleCallback`; a short timeout
 * where the browser has none, as Safari before 18), then `done`. Returns a function that stops the rest.
 * Each step should be short: a step that takes long is a long task of its own, only not in a frame.
 */
export function inIdleTime(steps: readonly (() => void)[], done: () => void): () => void {
  let next = 0;
  let stopped = false;
  let pending = 0;
  const idle = typeof requestIdleCallback === "function";
  const schedule = () => {
    pending = idle ? requestIdleCallback(run, { timeout: 1000 }) : window.setTimeout(run, 16);
  };
  const run = () => {
    if (stopped) return;
    const step = steps[next++];
    if (!step) return done();
    step();
    schedule();
  };
  schedule();
  return () => {
    stopped = true;
    if (idle) cancelIdleCallback(pending);
    else window.clearTimeout(pending);
  };
}
