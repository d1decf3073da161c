import { productPath } from '../../contract/page-paths';
import { Link } from 'wouter';
import { variantKey } from '../../core/catalog/get-product';
import type { ProductSummary } from '../../core/catalog/ports';
import { Price } from './price';
import { ProductImage } from './product-image';
import { QuickAdd } from './quick-add';

/** How wide a card's picture is drawn: the grid is 2 columns on phones, 3 from `sm`, 4 from `lg`, inside a 1280 px page. */
export const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a card says of its presentations: the one the listing's filters chose ("2 lb · Vainilla"), else how many there are. */
const optionsOf = ({ variant, sizes, flavours }: ProductSummary): string[] =>
  variant
    ? [variant.size, variant.flavour].filter((x): x is string => Boolean(x))
    : [
        sizes > 1 ? count(sizes, 'tamaño', 'tamaños') : null,
        flavours > 1 ? count(flavours, 'sabor', 'sabores') : null,
      ].filter((x): x is string => x !== null);

/**
 * A product in a grid: the whole card is one link to the product page (to the variant the listing's filters chose, when
 * they chose one); the quick "Agregar" is a separate button beside it.
 */
export function ProductCard({ product, eager = false }: { product: ProductSummary; eager?: boolean }) {
  const options = optionsOf(product);
  return (
    <li className="relative list-none">
      <Link
        href={productPath(product.category, product.slug, product.variant && variantKey(product.variant))}
        className={`group flex h-full flex-col rounded-xl border border-line bg-white p-3 transition hover:shadow-md ${product.inStock ? 'lg:pb-14' : ''}`}
      >
        <div className="aspect-square overflow-hidden rounded-lg bg-surface">
          {product.image && (
            <ProductImage
              image={product.image}
              sizes={CARD_SIZES}
              priority={eager}
              className="h-full w-full object-contain"
            />
          )}
        </div>
        <p className="mt-3 text-xs font-semibold uppercase tracking-wide text-muted">{product.brand}</p>
        <h3 className="line-clamp-2 min-h-[2.5rem] text-sm font-semibold leading-5 text-ink group-hover:text-brand">
          {product.name}
        </h3>
        {options.length > 0 && <p className="mt-1 text-xs text-muted">{options.join(' · ')}</p>}
        <div className="mt-auto pt-2">
          <Price price={product.price} compareAt={product.compareAt} />
          <p className={`mt-1 text-xs font-medium ${product.inStock ? 'text-ok' : 'text-warn'}`}>
            {product.inStock ? 'En stock' : 'Agotado'}
          </p>
        </div>
      </Link>
      {product.inStock && (
        // Only what the button needs: its props are in the page's HTML, once per card.
        <QuickAdd
          product={{
            category: product.category,
            slug: product.slug,
            name: product.name,
            sizes: product.sizes,
            flavours: product.flavours,
            variant: product.variant,
          }}
        />
      )}
    </li>
  );
}

/**
 * A responsive grid of product cards. The first `priorityCount` pictures are above the fold and load
 * first; pass 0 for a grid lower down the page (related products), which must not compete with the LCP.
 */
export function ProductGrid({
  products,
  priorityCount = 2,
}: {
  products: readonly ProductSummary[];
  priorityCount?: number;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {products.map((p, i) => (
        <ProductCard key={p.slug} product={p} eager={i < priorityCount} />
      ))}
    </ul>
  );
}
