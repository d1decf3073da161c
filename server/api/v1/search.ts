import { Router } from 'express';
import { z } from 'zod';
import { parseListingParams } from '../../../core/catalog/listing';
import type { StoreApi } from '../../../web/lib/store-api';
import { pageQuery, parse } from './catalog';

const searchQuery = pageQuery.extend({ q: z.string().max(200).default(''), categoria: z.string().max(100).optional() });
const suggestQuery = z.object({ q: z.string().max(200).default('') });

/** `/api/v1/search`: results with filters and facets, and the suggestions under the search box. */
export const searchRouter = (api: StoreApi): Router => {
  const r = Router();
  r.get('/search', async (req, res) => {
    const { q, page, categoria } = parse(searchQuery, req.query);
    const listing = parseListingParams(req.query as Record<string, string | string[]>);
    res.json(await api.search({ query: q, page, category: categoria, listing }));
  });
  r.get('/search/suggestions', async (req, res) => {
    const { q } = parse(suggestQuery, req.query);
    res.json({ suggestions: await api.suggest(q) });
  });
  return r;
};
