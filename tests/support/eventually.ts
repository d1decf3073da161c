/** How long a test waits for something that happens on its own (a webhook's delivery, a socket's close, an event sent
 * out): many times what it takes on an idle machine, so a busy one passes too, since the wait ends the moment it happens. */
export const PATIENCE_MS = 15_000;

/** Not there yet. */
type Nothing = undefined | null | false;

/** Asks `look` every 20 ms until it answers something (not undefined, null or false) and returns that; after `ms` it
 * fails with `missing`, what is still not so (a function when it tells what `look` last saw). */
export const eventually = async <T>(
  look: () => T | Nothing | Promise<T | Nothing>,
  missing: string | (() => string),
  ms = PATIENCE_MS,
): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await look();
    if (found !== undefined && found !== null && found !== false) return found;
    if (Date.now() > deadline) throw new Error(`${typeof missing === 'string' ? missing : missing()}, after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
