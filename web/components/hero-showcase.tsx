import { productPath } from '../../contract/page-paths';
import { Link } from 'wouter';
import type { ProductSummary } from '../../core/catalog/ports';
import { formatPesos } from '../../core/shared/format';
import { ProductImage } from './product-image';

/** Up to three products with pictures, each from a different category, newest first: the hero shows the range. */
export const showcased = (products: readonly ProductSummary[]): readonly ProductSummary[] => {
  const seen = new Set<string>();
  const picked: ProductSummary[] = [];
  for (const p of products) {
    if (!p.image || seen.has(p.category)) continue;
    seen.add(p.category);
    picked.push(p);
    if (picked.length === 3) break;
  }
  return picked;
};

/** The desktop hero's right half: the store's newest products from three categories, server-rendered with their
 * own pictures (sizes reserved, so nothing shifts). Hidden below md, and lazy, so a phone never downloads them. */
export function HeroShowcase({ products }: { products: readonly ProductSummary[] }) {
  const picked = showcased(products);
  if (picked.length === 0) return null;
  return (
    <ul aria-label="Novedades destacadas" className="hidden grid-cols-3 gap-3 md:grid">
      {picked.map((p) => (
        <li key={p.slug}>
          <Link
            href={productPath(p.category, p.slug)}
            className="flex h-full flex-col rounded-2xl bg-white p-3 text-ink hover:ring-2 hover:ring-brand"
          >
            <ProductImage
              image={p.image!}
              sizes="(min-width: 1280px) 190px, 15vw"
              className="aspect-square w-full object-contain"
            />
            <span className="mt-2 line-clamp-2 text-sm font-semibold leading-snug">{p.name}</span>
            <span className="mt-auto pt-1 text-sm font-bold tabular">{formatPesos(p.price)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
