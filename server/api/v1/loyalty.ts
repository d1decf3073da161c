import { Router, type Response } from 'express';
import { z } from 'zod';
import type { StoreApi } from '../../../web/lib/store-api';
import { HttpError } from '../../errors';
import { parse } from './catalog';

const rankingQuery = z.object({ mes: z.string().max(20).optional() });

/** A signed-in shopper's answer carries their own standing: theirs alone. A guest's is the same for every guest. */
const cacheFor = (res: Response, publicSeconds: number) => {
  res.vary('Cookie').vary('Authorization');
  res.set(
    'Cache-Control',
    res.locals.customerId ? 'private, no-store' : `public, max-age=${publicSeconds}, must-revalidate`,
  );
};

/**
 * `GET /api/v1/loyalty/levels` → the levels (and the shopper's standing); `GET /api/v1/loyalty/ranking?mes=YYYY-MM`
 * → a month's ranking (the current one without `mes`), 404 `month-not-found` for a month that is not one or has not
 * started. `apiFor` gives the request's StoreApi (its session's customer), as the pages' loaders use it.
 */
export const loyaltyRouter = (apiFor: (customerId: string | null) => StoreApi): Router => {
  const r = Router();
  r.get('/loyalty/levels', async (_req, res) => {
    const view = await apiFor(res.locals.customerId ?? null).levels();
    cacheFor(res, 3_600);
    res.json(view);
  });
  r.get('/loyalty/ranking', async (req, res) => {
    const { mes } = parse(rankingQuery, req.query);
    const ranking = await apiFor(res.locals.customerId ?? null).ranking(mes ?? null);
    if (!ranking.ok) throw HttpError.from(ranking.error);
    // The current month moves with every order paid: a guest's copy is asked for again each time.
    cacheFor(res, ranking.value.month === ranking.value.current ? 0 : 300);
    res.json(ranking.value);
  });
  return r;
};
