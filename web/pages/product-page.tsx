import { categoryPath } from '../../contract/page-paths';
import type { ProductView } from '../../core/catalog/get-product';
import { AddToCart } from '../components/add-to-cart';
import { Breadcrumbs } from '../components/breadcrumbs';
import { Price } from '../components/price';
import { CARD_SIZES } from '../components/product-card';
import { CARD_WIDTHS, GALLERY_WIDTHS, ProductImage } from '../components/product-image';
import { StockAlertForm } from '../components/stock-alert-form';
import { VariantPicker } from './variant-picker';
import { variantPicture } from '../../core/catalog/variant-picture';
import { formatPesos } from '../../core/shared/format';
import { lateHydrated } from '../lib/late-hydration';

// Below the fold: their code loads, and they hydrate, once near the screen or when the browser is idle.
const LateDescription = lateHydrated(() => import('./product-details').then((m) => m.ProductDescription));
const LateRelated = lateHydrated(() => import('./product-details').then((m) => m.RelatedProducts));

/** A product: picture, price, the chosen size and flavour, stock, and everything on its label. */
export function ProductPage({ view }: { view: ProductView }) {
  const { product, variant, related } = view;
  const image = variantPicture(product, variant);
  const perServing = variant.servings > 0 ? Math.round(variant.price / variant.servings) : null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-4">
      <Breadcrumbs
        trail={[{ label: product.category.name, href: categoryPath(product.category.slug) }, { label: product.name }]}
      />
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        {/* The backdrop the pictures are drawn on, so the square is never blank while one arrives. */}
        <div className="relative aspect-square overflow-hidden rounded-2xl bg-[radial-gradient(circle_at_50%_42%,#ffffff,#e9ebef_70%)]">
          {image && (
            <ProductImage
              image={image}
              sizes="(min-width: 768px) 50vw, 100vw"
              widths={GALLERY_WIDTHS}
              priority
              standIn={{ widths: CARD_WIDTHS, sizes: CARD_SIZES }}
              className="h-full w-full object-contain"
            />
          )}
        </div>
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-muted">{product.brand.name}</p>
          <h1 className="mt-1 text-2xl font-extrabold leading-tight md:text-3xl">{product.name}</h1>
          <p className="mt-2 text-muted">{product.summary}</p>
          <div className="mt-4">
            <Price price={variant.price} compareAt={variant.compareAt} large />
            <p className="mt-1 text-sm text-muted">IVA incluido</p>
          </div>
          <p className={`mt-3 font-semibold ${variant.stock > 0 ? 'text-ok' : 'text-warn'}`} role="status">
            {variant.stock > 0
              ? variant.stock <= 5
                ? `Últimas ${variant.stock} unidades`
                : 'En stock'
              : 'Agotado en esta presentación'}
          </p>
          <div className="mt-5">
            <VariantPicker product={product} selected={variant} />
          </div>
          <AddToCart variant={variant} name={product.name} />
          {variant.stock === 0 && <StockAlertForm key={variant.sku} sku={variant.sku} />}
          <dl className="mt-6 grid grid-cols-2 gap-3 rounded-xl bg-surface p-4 text-sm">
            <div>
              <dt className="text-muted">Porciones</dt>
              <dd className="font-semibold">
                {variant.servings} × {product.servingSize}
              </dd>
            </div>
            {perServing !== null && (
              <div>
                <dt className="text-muted">Precio por porción</dt>
                <dd className="font-semibold tabular">{formatPesos(perServing)}</dd>
              </div>
            )}
            <div>
              <dt className="text-muted">Registro INVIMA</dt>
              <dd className="font-semibold">{product.invima}</dd>
            </div>
            <div>
              <dt className="text-muted">Referencia</dt>
              <dd className="font-semibold">{variant.sku}</dd>
            </div>
          </dl>
        </div>
      </div>
      <LateDescription product={product} />
      {related.length > 0 && <LateRelated related={related} />}
    </div>
  );
}
