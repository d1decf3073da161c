import type { FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import {
  hasFilters,
  listingQuery,
  parseListingParams,
  SORT_LABELS,
  SORTS,
  type Facets,
  type FacetValue,
  type ListingParams,
} from '../../core/catalog/listing';
import { formatPesos } from '../../core/shared/format';

type Props = {
  readonly facets: Facets;
  readonly listing: ListingParams;
  /** Path of page 1 of this listing (`/proteinas/`, `/buscar/`). */
  readonly path: string;
  /** Query parameters that are not filters and must be kept (`q`, `categoria`). */
  readonly keep?: Record<string, string>;
};

const formParams = (form: HTMLFormElement) => {
  const out: Record<string, string[]> = {};
  for (const [k, v] of new FormData(form)) if (typeof v === 'string') (out[k] ??= []).push(v);
  return out;
};

/**
 * Filters and order of a listing as a plain GET form, so it works before (or without) JavaScript.
 * With JavaScript every change applies at once, through a client-side navigation to the canonical URL.
 */
export function FilterPanel({ facets, listing, path, keep = {} }: Props) {
  const [, navigate] = useLocation();
  const apply = (form: HTMLFormElement) => navigate(path + listingQuery(parseListingParams(formParams(form)), keep));
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    apply(e.currentTarget);
  };
  const f = listing.filters;
  return (
    <form
      key={listingQuery(listing, keep)}
      action={path}
      method="get"
      onSubmit={onSubmit}
      onChange={(e) => (e.target as HTMLElement).dataset.live !== undefined && apply(e.currentTarget)}
    >
      {Object.entries(keep).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm font-semibold">
          Ordenar por
          <select
            name="orden"
            defaultValue={listing.sort}
            data-live=""
            className="h-11 rounded-lg border border-line bg-white px-2 font-normal"
          >
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        {hasFilters(f) && (
          <Link
            href={
              path +
              listingQuery(
                {
                  ...listing,
                  filters: {
                    ...f,
                    brands: [],
                    goals: [],
                    flavours: [],
                    priceMin: null,
                    priceMax: null,
                    inStock: false,
                  },
                },
                keep,
              )
            }
            className="text-sm font-semibold text-brand underline"
          >
            Limpiar filtros
          </Link>
        )}
      </div>
      <details className="rounded-xl border border-line p-3" open={hasFilters(f) || undefined}>
        <summary className="flex min-h-11 cursor-pointer items-center font-bold">
          Filtrar{hasFilters(f) ? ' (activos)' : ''}
        </summary>
        <div className="mt-2 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          <Checks legend="Marca" name="marca" values={facets.brands} chosen={f.brands} />
          <Checks legend="Objetivo" name="objetivo" values={facets.goals} chosen={f.goals} />
          <Checks legend="Sabor" name="sabor" values={facets.flavours} chosen={f.flavours} />
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-semibold">Precio</legend>
            {facets.price && (
              <p className="text-xs text-muted">
                Entre {formatPesos(facets.price.min)} y {formatPesos(facets.price.max)}
              </p>
            )}
            <div className="flex gap-2">
              <PriceInput name="precio-min" label="Desde" value={f.priceMin} />
              <PriceInput name="precio-max" label="Hasta" value={f.priceMax} />
            </div>
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="disponible"
                value="1"
                defaultChecked={f.inStock}
                data-live=""
                className="h-5 w-5 accent-brand"
              />
              Solo productos disponibles
            </label>
          </fieldset>
        </div>
        <button type="submit" className="mt-4 h-11 rounded-full bg-brand px-6 font-bold text-white hover:bg-brand-dark">
          Aplicar filtros
        </button>
      </details>
    </form>
  );
}

function Checks({
  legend,
  name,
  values,
  chosen,
}: {
  legend: string;
  name: string;
  values: readonly FacetValue[];
  chosen: readonly string[];
}) {
  if (values.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <ul className="max-h-56 space-y-0.5 overflow-y-auto">
        {values.map((v) => (
          <li key={v.value}>
            <label className="flex min-h-10 items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={name}
                value={v.value}
                defaultChecked={chosen.includes(v.value)}
                data-live=""
                className="h-5 w-5 accent-brand"
              />
              <span>{v.label}</span>
              <span className="text-muted">({v.count})</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function PriceInput({ name, label, value }: { name: string; label: string; value: number | null }) {
  return (
    <label className="flex-1 text-xs text-muted">
      {label}
      <input
        type="text"
        name={name}
        inputMode="numeric"
        pattern="[0-9.$ ]*"
        placeholder="$ 0"
        defaultValue={value === null ? '' : formatPesos(value)}
        className="mt-1 h-11 w-full rounded-lg border border-line px-2 text-base text-ink"
      />
    </label>
  );
}
