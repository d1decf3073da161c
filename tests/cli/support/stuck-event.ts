import { T, type AppContainer } from '../../../adapters/container';
import { dispatchEvents, EVENT_RETRIES } from '../../../core/events/dispatch-events';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Runs the dispatcher with a mail server that refuses every attempt until the events due are out of them (stuck),
 * moving `clock` on by the longest delay between attempts each time. */
export const wearOutEvents = async (c: AppContainer, clock: { at: Date }) => {
  const down = { name: 'mail', handle: () => Promise.reject(new Error('SMTP 421 4.7.0 Try again later')) };
  const failing = dispatchEvents({
    outbox: c.get(T.eventOutbox),
    subscribers: [down],
    clock: { now: () => clock.at },
    logger: silent,
  });
  for (let i = 0; i < EVENT_RETRIES.maxAttempts; i++) {
    await failing();
    clock.at = new Date(clock.at.getTime() + EVENT_RETRIES.maxDelayMs);
  }
};
