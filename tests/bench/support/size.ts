/** `npm run bench` measures at full size; FORNIDO_BENCH_SIZE=small runs every benchmark briefly (while developing,
 * on a busy machine: its figures are not the store's). */
export const SMALL = process.env.FORNIDO_BENCH_SIZE === 'small';

/** The full-size value, or the small one under FORNIDO_BENCH_SIZE=small. */
export const bySize = <T>(full: T, small: T): T => (SMALL ? small : full);
