import { defaultVariant, variantKey } from '../../../core/catalog/get-product';
import { categoryPath, productPath } from '../../../contract/page-paths';
import { breadcrumbLd, productLd } from '../../lib/structured-data';
import type { ProductPage } from '../loaders/catalogue';
import type { HeadRow } from '../page-row';
import { INDEX } from './head-parts';

/** A product page's head: canonical at the product (its default variant) or the variant chosen, its Product and
 * breadcrumb in JSON-LD; every product in sitemap.xml. */
export const productHead: HeadRow<ProductPage> = {
  head: ({ view: { product, variant } }, { origin, company }) => {
    const isDefault = variant === defaultVariant(product);
    const path = productPath(product.category.slug, product.slug, isDefault ? undefined : variantKey(variant));
    return {
      description: product.seoDescription || product.summary,
      canonical: origin + path,
      robots: INDEX,
      og: { type: 'product', image: `${origin}/img/og/productos/${product.slug}.png`, imageAlt: product.name },
      jsonLd: [
        productLd(origin, product, variant, path, company),
        breadcrumbLd(origin, [
          { name: product.category.name, path: categoryPath(product.category.slug) },
          { name: product.name, path: productPath(product.category.slug, product.slug) },
        ]),
      ],
    };
  },
  sitemap: (map) => map.products.map((p) => productPath(p.category, p.slug)),
};
