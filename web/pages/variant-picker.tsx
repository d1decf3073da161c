import { productPath } from '../../contract/page-paths';
import type { MouseEvent } from 'react';
import { variantKey } from '../../core/catalog/get-product';
import type { Product, Variant } from '../../core/catalog/product';
import { chooseVariant } from './variant-choice';
import { KEEPS_PLACE } from '../lib/kept-place';

const unique = <T,>(xs: readonly T[]) => [...new Set(xs)];

/** The variant a size button leads to: same flavour if it exists in that size, else the first in stock. */
const forSize = (p: Product, size: string, flavour: string | null) => {
  const ofSize = p.variants.filter((v) => v.size === size);
  return ofSize.find((v) => v.flavour === flavour) ?? ofSize.find((v) => v.stock > 0) ?? ofSize[0];
};

const optionClass = (selected: boolean, soldOut: boolean) =>
  `inline-flex min-h-11 items-center rounded-lg border px-3 text-sm font-semibold ${
    selected ? 'border-brand bg-brand/5 text-ink ring-1 ring-brand' : 'border-line hover:border-brand'
  } ${soldOut ? 'text-muted line-through decoration-1' : ''}`;

/** One option: a real link (its own server-rendered address, without JavaScript too) that, once the page runs,
 * swaps the variant in place and keeps the focus on itself. A click meant for a new tab is left to the browser. */
function Option({ variant, href, current, soldOut, label }: OptionProps) {
  const choose = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const link = e.currentTarget;
    if (!chooseVariant(variant, href)) return;
    e.preventDefault();
    // Safari does not focus a tapped link: the option stays the place a keyboard or screen reader continues from.
    link.focus();
  };
  return (
    <a
      href={href}
      onClick={choose}
      {...{ [KEEPS_PLACE]: 'variante' }}
      aria-current={current ? 'true' : undefined}
      className={optionClass(current, soldOut)}
    >
      {label}
      {soldOut && <span className="sr-only"> (agotado)</span>}
    </a>
  );
}

type OptionProps = {
  readonly variant: Variant;
  readonly href: string;
  readonly current: boolean;
  readonly soldOut: boolean;
  readonly label: string;
};

/**
 * Size and flavour options as links, so each choice has its own URL and works without JavaScript.
 * A flavour that does not exist in the chosen size is shown disabled.
 */
export function VariantPicker({ product, selected }: { product: Product; selected: Variant }) {
  const sizes = unique(product.variants.map((v) => v.size));
  const flavours = unique(product.variants.map((v) => v.flavour)).filter((f): f is string => f !== null);
  const href = (v: Variant) => productPath(product.category.slug, product.slug, variantKey(v));
  return (
    <div className="space-y-4">
      {sizes.length > 1 && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">
            Tamaño: <span className="font-normal">{selected.size}</span>
          </legend>
          <div className="flex flex-wrap gap-2">
            {sizes.map((size) => {
              const v = forSize(product, size, selected.flavour);
              return (
                <Option
                  key={size}
                  variant={v}
                  href={href(v)}
                  current={size === selected.size}
                  soldOut={false}
                  label={size}
                />
              );
            })}
          </div>
        </fieldset>
      )}
      {flavours.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">
            Sabor: <span className="font-normal">{selected.flavour ?? 'Único'}</span>
          </legend>
          <div className="flex flex-wrap gap-2">
            {flavours.map((flavour) => {
              const v = product.variants.find((x) => x.size === selected.size && x.flavour === flavour);
              if (!v) {
                return (
                  <span
                    key={flavour}
                    aria-disabled="true"
                    title={`No viene en ${selected.size}`}
                    className={`${optionClass(false, true)} cursor-not-allowed opacity-50`}
                  >
                    {flavour}
                  </span>
                );
              }
              return (
                <Option
                  key={flavour}
                  variant={v}
                  href={href(v)}
                  current={flavour === selected.flavour}
                  soldOut={v.stock === 0}
                  label={flavour}
                />
              );
            })}
          </div>
        </fieldset>
      )}
    </div>
  );
}
