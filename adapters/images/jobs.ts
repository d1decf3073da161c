import { err, ok, type Result } from '../../core/shared/result';

/** Runs a task when a slot is free; resolves or rejects with the task's own outcome. */
export type JobLimiter = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * How many tasks may wait for a slot before new ones are shed. A first visit to a category page asks
 * for a dozen card pictures, so 16 lets a couple of shoppers on a cold cache through; at 0.2–0.3 s per
 * AVIF card on two workers the last in line still waits only about two seconds. Past that, a quick 503
 * the browser retries beats a line that grows without end (a probe's 100 sizes once queued for 36 s).
 */
export const DEFAULT_MAX_WAITING = 16;

/** Thrown by a limiter instead of queueing when its waiting line is full; the task never ran. */
export class JobQueueFull extends Error {
  constructor() {
    super('image job queue is full');
    this.name = 'JobQueueFull';
  }
}

/**
 * Lets at most `max` tasks run at once and `maxWaiting` more wait their turn in arrival order; any
 * more are refused with `JobQueueFull`. Image encoding is CPU-bound: without a limit a burst of first
 * visits would queue every core behind sharp, and without a bound on the line a burst of distinct
 * sizes would make every later request wait behind it.
 */
export const limitJobs = (max: number, maxWaiting: number = DEFAULT_MAX_WAITING): JobLimiter => {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`max must be a positive integer, got ${max}`);
  if (!Number.isInteger(maxWaiting) || maxWaiting < 0)
    throw new RangeError(`maxWaiting must be a whole number, got ${maxWaiting}`);
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < max) running++;
    else if (waiting.length < maxWaiting) await new Promise<void>((resolve) => waiting.push(resolve));
    else throw new JobQueueFull();
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so `running` only drops when nobody waits.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
};

/** Every image worker is taken and the line is full: ask again in `retryAfterSeconds`. */
export type Busy = { readonly kind: 'busy'; readonly message: string; readonly retryAfterSeconds: number };

// About the time two workers take to draw a few card-sized pictures, so the line has moved by then.
const BUSY: Busy = {
  kind: 'busy',
  message: 'Estamos preparando muchas imágenes a la vez. Vuelve a intentarlo en unos segundos.',
  retryAfterSeconds: 2,
};

/** The outcome of `work`, with a shed job turned into the value `Busy`; any other failure still throws. */
export const orBusy = async <T>(work: Promise<T>): Promise<Result<T, Busy>> => {
  try {
    return ok(await work);
  } catch (error) {
    if (error instanceof JobQueueFull) return err(BUSY);
    throw error;
  }
};
