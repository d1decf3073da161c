import { LIMITS } from './protocol';

/** Counts what one socket sends in each second: `add` answers why the socket is over its allowance (frames or bytes a
 * second), or null while it is within it. A fixed one-second window: a burst at a window's edge may pass twice the
 * rate for a moment, which bounds the flow all the same. */
export const inflowMeter = (limits: { framesPerSecond: number; bytesPerSecond: number } = LIMITS) => {
  let windowStart = -Infinity;
  let frames = 0;
  let bytes = 0;
  return {
    add: (size: number, now: number): string | null => {
      if (now - windowStart >= 1000) {
        windowStart = now;
        frames = 0;
        bytes = 0;
      }
      frames++;
      bytes += size;
      if (frames > limits.framesPerSecond) return `Too many messages: at most ${limits.framesPerSecond} a second`;
      if (bytes > limits.bytesPerSecond)
        return `Too many messages: at most ${limits.bytesPerSecond / 1024} KiB a second`;
      return null;
    },
  };
};
