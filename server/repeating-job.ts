/** Runs `job` at once and then every `everyMs`, one run at a time (a tick that finds a run still going does nothing);
 * a failed run goes to `failed` and the next tick tries again. `stop` ends the ticks and waits for the run going on. */
export const startRepeating = (job: () => Promise<void>, failed: (error: Error) => void, everyMs: number) => {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= job()
      .catch(failed)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
};
