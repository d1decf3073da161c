/** How many delivery attempts a sandbox keeps for its control endpoints and tests to read. */
const MAX_LOGGED = 500;

/** Resolves after `ms`, without keeping the process alive for it (a sandbox's retry never delays a shutdown). */
export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** Runs `tryOnce` (attempt 1, 2…) until it says delivered, pausing after each failure by the next of `retryDelaysMs`;
 * false once they run out, as a provider gives up on a receiver that never answers. A first `delayMs` makes the
 * delivery late (a confirmation a later one can overtake). */
export const deliverWithRetries = async (
  tryOnce: (attempt: number) => Promise<boolean>,
  retryDelaysMs: readonly number[],
  delayMs = 0,
): Promise<boolean> => {
  if (delayMs > 0) await pause(delayMs);
  for (let attempt = 1; ; attempt++) {
    if (await tryOnce(attempt)) return true;
    const next = retryDelaysMs[attempt - 1];
    if (next === undefined) return false;
    await pause(next);
  }
};

/** The signed notifications a sandbox sends: each delivery attempt logged (the newest MAX_LOGGED), and the deliveries
 * still running or waiting to retry, which `idle` waits for. Nothing here throws. */
export const deliveryLog = <Entry>() => {
  const entries: Entry[] = [];
  const inFlight = new Set<Promise<unknown>>();
  return {
    /** Records one delivery attempt. */
    add: (entry: Entry) => {
      entries.push(entry);
      if (entries.length > MAX_LOGGED) entries.shift();
    },
    /** Every delivery attempt kept, oldest first. */
    entries: (): readonly Entry[] => [...entries],
    /** Starts a delivery in the background, followed until it ends; its failure is its log's, never thrown. */
    track: (delivery: () => Promise<unknown>) => {
      const run = delivery().catch(() => undefined);
      inFlight.add(run);
      void run.finally(() => inFlight.delete(run));
    },
    /** Resolves when no delivery is being sent or waiting to be retried. */
    idle: async () => {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
};

/** The receiver's HTTP status for one delivery (its answer read and dropped, freeing the connection), or null when it
 * could not be reached; a provider takes any 2xx as delivered. */
export const deliveryStatus = async (
  send: () => Promise<Response>,
): Promise<{ status: number | null; ok: boolean }> => {
  try {
    const res = await send();
    await res.arrayBuffer().catch(() => undefined);
    return { status: res.status, ok: res.status >= 200 && res.status < 300 };
  } catch {
    return { status: null, ok: false };
  }
};
