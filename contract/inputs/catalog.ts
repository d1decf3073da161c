import { z } from 'zod/mini';
import { parseListingParams } from '../../core/catalog/listing';
import { SEARCH_CATEGORY_MAX, SEARCH_TEXT_MAX } from '../search-limits';
import { noFields } from './no-fields';

/** A page number of a listing: 1 to 100 000, 1 when absent. */
const pageNumber = z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(100_000))), 1);
const slug = z.string();

/** The query fields a listing's filters and order are read from (`marca`, `sabor`…): read leniently by the core, never
 * refused, so a shared link always opens. */
const listed = <S extends z.ZodMiniObject>(fields: S) =>
  z.pipe(
    z.looseObject(fields.def.shape),
    z.transform((raw) => ({
      ...(raw as z.output<S>),
      listing: parseListingParams(raw as Record<string, string | string[]>),
    })),
  );

/** How the catalogue's requests are read (contract/catalog.ts). */
export const catalogInputs = {
  categories: noFields,
  newest: z.object({
    sort: z._default(z.literal('newest'), 'newest'),
    limit: z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(48))), 8),
  }),
  category: listed(z.object({ slug, page: pageNumber })),
  product: z.object({
    slug,
    category: z.optional(z.string().check(z.maxLength(100))),
    variant: z.optional(z.string().check(z.maxLength(100))),
  }),
  search: listed(
    z.object({
      q: z._default(z.string().check(z.maxLength(SEARCH_TEXT_MAX)), ''),
      page: pageNumber,
      categoria: z.optional(z.string().check(z.maxLength(SEARCH_CATEGORY_MAX))),
    }),
  ),
  suggest: z.object({ q: z._default(z.string().check(z.maxLength(200)), '') }),
  infoPage: z.object({ slug }),
};
