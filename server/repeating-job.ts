/** Runs `job` at once and then every `everyMs`, one run at a time (a tick that finds a run still going does nothing);
 * a failed run goes to `failed` and the next tick tries again. `runNow` runs it out of turn: at once, or right after the
 * run going on (which may have looked before what the caller just did). `stop` ends the ticks and waits for the run
 * going on. */
export const startRepeating = (job: () => Promise<void>, failed: (error: Error) => void, everyMs: number) => {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    running ??= job()
      .catch(failed)
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  return {
    runNow: () => {
      if (running) again = true;
      else run();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
};
