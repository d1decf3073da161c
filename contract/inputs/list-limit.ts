import { z } from 'zod/mini';

const LIMIT = 'Pide de 1 a 1000.';

/** How many a list answers, when a command asks (`--limit`): a whole number from 1 to 1000 in the query. */
export const listLimit = z.pipe(
  z.coerce.number({ error: LIMIT }),
  z.int(LIMIT).check(z.minimum(1, LIMIT), z.maximum(1000, LIMIT)),
);
