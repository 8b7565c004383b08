/** The part of the API's logger a repeating job writes to. */
export interface JobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface RepeatingJob {
  /** Stops the timer and waits for a run in progress, so the database can be closed after it. */
  stop(): Promise<void>;
}

/**
 * Runs `work` now and then every `intervalMs`. A slow run is never overlapped by the next one of the
 * same process, and a failed run is logged, never thrown: the next tick tries again. Every API
 * instance runs its jobs; each job's own SQL decides which instance does a piece of work.
 */
export function repeatEvery<T>(
  intervalMs: number,
  work: () => Promise<T>,
  report: { log: JobLog; done: (result: T) => void; failure: string },
): RepeatingJob {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = work()
      .then(report.done, (error: unknown) => report.log.error({ err: error }, report.failure))
      .finally(() => {
        running = null;
      });
  };
  // The timer alone never keeps a process alive that has nothing else to do.
  const timer = setInterval(run, intervalMs).unref();
  run();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
