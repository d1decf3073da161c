import type { PricedCartLine } from '../../../contract/cart';
import { Link } from 'wouter';
import { variantKey } from '../../../core/catalog/get-product';
import { formatPesos } from '../../../core/shared/format';
import { productPath } from '../../../contract/page-paths';
import { changeQuantity, removeFromCart } from '../../state/cart-sync';
import { ProductImage } from '../product-image';
import { QuantityStepper } from '../quantity-stepper';

type Props = {
  readonly line: PricedCartLine;
  /** The quantity the shopper set, which may be newer than the priced one while the cart is being priced again. */
  readonly quantity: number;
  /** Whether the name links to the product (not inside the checkout, which leads nowhere else). */
  readonly linked: boolean;
};

/** One cart line: picture, name, size and flavour, unit price, quantity, remove, and the line's total. */
export function CartLineItem({ line, quantity, linked }: Props) {
  const details = [line.size, line.flavour].filter(Boolean).join(' · ');
  const name = linked ? (
    <Link href={productPath(line.category, line.productSlug, variantKey(line))} className="hover:text-brand">
      {line.name}
    </Link>
  ) : (
    line.name
  );
  return (
    <li className="flex gap-3 border-b border-line py-4 last:border-b-0">
      <div className="h-20 w-20 shrink-0 overflow-hidden rounded-lg bg-surface">
        {line.image && (
          <ProductImage
            image={{ ...line.image, alt: '' }}
            sizes="80px"
            widths={[96, 160, 240]}
            className="h-full w-full object-contain"
          />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted">{line.brand}</p>
        <h3 className="font-semibold leading-5">{name}</h3>
        {details && <p className="mt-0.5 text-sm text-muted">{details}</p>}
        <p className="mt-0.5 text-sm text-muted tabular">{`${formatPesos(line.unitPrice)} c/u`}</p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <QuantityStepper
            value={quantity}
            max={Math.max(1, line.maxQuantity)}
            onChange={(n) => void changeQuantity(line.sku, n)}
            label={`Cantidad de ${line.name}`}
          />
          <button
            type="button"
            onClick={() => void removeFromCart(line.sku)}
            className="min-h-11 px-1 text-sm font-semibold text-brand-dark underline hover:text-brand"
          >
            Eliminar<span className="sr-only">{` ${line.name}`}</span>
          </button>
        </div>
      </div>
      <p className="shrink-0 text-right font-bold tabular">{formatPesos(line.lineTotal)}</p>
    </li>
  );
}
