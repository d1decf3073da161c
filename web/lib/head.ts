import { variantKey } from '../../core/catalog/get-product';
import { categoryPath, productPath, type Loaded } from '../routes';

export type Head = {
  readonly title: string;
  readonly description: string;
  /** Path of the canonical URL; null for pages search engines should not index. */
  readonly canonical: string | null;
  readonly robots: string;
};

const SITE = 'Fornido Colombia';
const DEFAULT_DESCRIPTION =
  'Proteínas, creatinas, aminoácidos y quemadores originales con registro INVIMA. Envíos a toda Colombia y pago con Nequi, PSE o contraentrega.';

const titled = (page: string) => `${page} | ${SITE}`;
const INDEX = 'index,follow';
const NO_INDEX = 'noindex,follow';

/** Title, description, canonical URL and robots of a loaded page: product or section name first. */
export const pageHead = ({ page }: Loaded): Head => {
  switch (page.kind) {
    case 'home':
      return { title: titled('Suplementos deportivos originales'), description: DEFAULT_DESCRIPTION, canonical: '/', robots: INDEX };
    case 'category': {
      const { category, page: n, pageCount } = page.listing;
      const suffix = n > 1 ? ` (página ${n} de ${pageCount})` : '';
      return { title: titled(`${category.name}${suffix}`), description: category.description, canonical: categoryPath(category.slug, n), robots: INDEX };
    }
    case 'product': {
      const { product, variant } = page.view;
      const variantPart = [variant.size, variant.flavour].filter(Boolean).join(', ');
      const isDefault = variant === page.view.product.variants.find((v) => v.stock > 0) || product.variants.length === 1;
      return {
        title: titled(`${product.name} ${variantPart}`.trim()),
        description: product.summary,
        canonical: productPath(product.category.slug, product.slug, isDefault ? undefined : variantKey(variant)),
        robots: INDEX,
      };
    }
    case 'search':
      return { title: titled(page.result.query ? `Resultados para «${page.result.query}»` : 'Buscar'), description: DEFAULT_DESCRIPTION, canonical: null, robots: NO_INDEX };
    case 'info': {
      const info = page.content;
      return { title: titled(info.title), description: info.description, canonical: `/${info.slug}/`, robots: INDEX };
    }
    case 'cart':
      return { title: titled('Tu carrito'), description: DEFAULT_DESCRIPTION, canonical: null, robots: NO_INDEX };
    case 'not-found':
      return { title: titled('Página no encontrada'), description: DEFAULT_DESCRIPTION, canonical: null, robots: NO_INDEX };
    case 'error':
      return { title: titled('Error'), description: DEFAULT_DESCRIPTION, canonical: null, robots: NO_INDEX };
  }
};
