/**
 * Runs `work` at the browser's next idle moment, and at the latest `timeout` ms from now; browsers without
 * requestIdleCallback (Safari) run it a tick later. Returns a function that cancels it.
 */
export const onIdle = (work: () => void, timeout: number): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => work(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 1);
  return () => clearTimeout(id);
};
