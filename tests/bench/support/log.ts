import { SMALL } from './size';

const started = performance.now();

/** A progress line on stderr, with the time since the benchmarks started. */
export const log = (message: string) => {
  const seconds = ((performance.now() - started) / 1000).toFixed(0).padStart(4);
  process.stderr.write(`[bench ${seconds} s${SMALL ? ' small' : ''}] ${message}\n`);
};
