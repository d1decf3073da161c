import { Router } from 'express';
import { z } from 'zod';
import type { StoreApi } from '../../../web/lib/store-api';
import { parseListingParams } from '../../../core/catalog/listing';
import { HttpError } from '../../errors';

export const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
const productQuery = z.object({ category: z.string().max(100).optional(), variant: z.string().max(100).optional() });
const listQuery = z.object({
  sort: z.literal('newest').default('newest'),
  limit: z.coerce.number().int().min(1).max(48).default(8),
});

export const parse = <T>(schema: z.ZodType<T>, value: unknown): T => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError('bad-request', 'Los parámetros de la consulta no son válidos.');
  return parsed.data;
};

/** `/api/v1` catalogue routes: thin, they parse the query and answer what the core returns. */
export const catalogRouter = (api: StoreApi): Router => {
  const r = Router();
  r.get('/categories', async (_req, res) => {
    res.json({ categories: await api.categories() });
  });
  r.get('/categories/:slug/products', async (req, res) => {
    const { page } = parse(pageQuery, req.query);
    const result = await api.category(
      req.params.slug,
      page,
      parseListingParams(req.query as Record<string, string | string[]>),
    );
    if (!result.ok) throw HttpError.from(result.error);
    res.json(result.value);
  });
  r.get('/products', async (req, res) => {
    const { limit } = parse(listQuery, req.query);
    res.json({ products: await api.newest(limit) });
  });
  r.get('/products/:slug', async (req, res) => {
    const { category, variant } = parse(productQuery, req.query);
    const result = await api.product({ slug: req.params.slug, category, variant });
    if (!result.ok) throw HttpError.from(result.error);
    res.json(result.value);
  });
  r.get('/pages/:slug', async (req, res) => {
    const page = await api.infoPage(req.params.slug);
    if (!page) throw new HttpError('not-found', 'No encontramos esa página.');
    res.json({ page });
  });
  return r;
};
