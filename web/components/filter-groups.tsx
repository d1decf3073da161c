import type { ReactNode } from 'react';
import type { Facets, FacetValue, Filters } from '../../core/catalog/listing';
import { formatPesos } from '../../core/shared/format';

/** Choices shown before "Ver más": a long list (sabores) never pushes the rest of the panel away. */
const FIRST = 6;

const optionClass = 'flex min-h-11 items-center gap-3 text-sm';
const boxClass = 'h-5 w-5 shrink-0 accent-brand';

type Props = {
  readonly facets: Facets;
  readonly filters: Filters;
  /** Searching: the results' categories as one choice ("Todas" or one), and the one chosen. */
  readonly category?: { readonly chosen: string | null };
  /** A button that applies the price range (the sidebar, where ticking applies at once and a typed price cannot). */
  readonly priceButton?: boolean;
};

/**
 * The filter groups of a listing as plain form fields, named as the listing's URL names them, so the same form
 * works sent as a GET form without JavaScript. Each group is a fieldset; long lists show their first choices and
 * "Ver más" (no list scrolls in a box of its own). The fields start as the listing's filters (`defaultChecked`).
 */
export function FilterGroups({ facets, filters, category, priceButton = false }: Props) {
  return (
    <div className="divide-y divide-line">
      {category && facets.categories.length > 0 && (
        <Group legend="Categoría">
          <Options
            values={facets.categories}
            chosen={category.chosen ? [category.chosen] : []}
            lead={
              <Option value={{ value: '', label: 'Todas' }} name="categoria" type="radio" checked={!category.chosen} />
            }
            render={(v) => (
              <Option key={v.value} value={v} name="categoria" type="radio" checked={v.value === category.chosen} />
            )}
          />
        </Group>
      )}
      <Checks legend="Marca" name="marca" values={facets.brands} chosen={filters.brands} />
      <Checks legend="Objetivo" name="objetivo" values={facets.goals} chosen={filters.goals} />
      <Checks legend="Sabor" name="sabor" values={facets.flavours} chosen={filters.flavours} />
      <Group legend="Precio">
        {facets.price && (
          <p className="text-xs text-muted">
            {`De ${formatPesos(facets.price.min)} a ${formatPesos(facets.price.max)}`}
          </p>
        )}
        <div className="mt-2 flex items-end gap-2">
          <PriceInput name="precio-min" label="Desde" value={filters.priceMin} />
          <PriceInput name="precio-max" label="Hasta" value={filters.priceMax} />
          {priceButton && (
            <button
              type="submit"
              className="h-11 shrink-0 rounded-lg border border-line px-3 text-sm font-semibold hover:border-brand"
            >
              Ir<span className="sr-only"> al rango de precio</span>
            </button>
          )}
        </div>
      </Group>
      <Group legend="Disponibilidad">
        <label className={optionClass}>
          <input type="checkbox" name="disponible" value="1" defaultChecked={filters.inStock} className={boxClass} />
          Solo productos disponibles
        </label>
      </Group>
    </div>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="py-3">
      <legend className="mb-1 text-sm font-bold">{legend}</legend>
      {children}
    </fieldset>
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
    <Group legend={legend}>
      <Options
        values={values}
        chosen={chosen}
        render={(v) => (
          <Option key={v.value} value={v} name={name} type="checkbox" checked={chosen.includes(v.value)} />
        )}
      />
    </Group>
  );
}

/** The first choices, then the rest behind "Ver más" — open when one of them is chosen, so a choice is never hidden. */
function Options({
  values,
  chosen,
  render,
  lead,
}: {
  values: readonly FacetValue[];
  chosen: readonly string[];
  render: (v: FacetValue) => ReactNode;
  /** A choice before the values ("Todas"). */
  lead?: ReactNode;
}) {
  const [first, rest] = [values.slice(0, FIRST), values.slice(FIRST)];
  return (
    <>
      <ul>
        {lead}
        {first.map(render)}
      </ul>
      {rest.length > 0 && (
        <details className="group" open={rest.some((v) => chosen.includes(v.value)) || undefined}>
          <summary className="flex min-h-11 cursor-pointer list-none items-center text-sm font-semibold text-brand-dark underline">
            <span className="group-open:hidden">{`Ver más (${rest.length})`}</span>
            <span className="hidden group-open:inline">Ver menos</span>
          </summary>
          <ul>{rest.map(render)}</ul>
        </details>
      )}
    </>
  );
}

function Option({
  value,
  name,
  type,
  checked,
}: {
  value: { readonly value: string; readonly label: string; readonly count?: number };
  name: string;
  type: 'checkbox' | 'radio';
  checked: boolean;
}) {
  return (
    <li>
      <label className={optionClass}>
        <input type={type} name={name} value={value.value} defaultChecked={checked} className={boxClass} />
        <span>{value.label}</span>{' '}
        {value.count !== undefined && <span className="ml-auto text-xs text-muted tabular">{`(${value.count})`}</span>}
      </label>
    </li>
  );
}

function PriceInput({ name, label, value }: { name: string; label: string; value: number | null }) {
  return (
    <label className="min-w-0 flex-1 text-xs text-muted">
      {label}
      <input
        type="text"
        name={name}
        inputMode="numeric"
        pattern="[0-9.$ ]*"
        placeholder="$ 0"
        autoComplete="off"
        defaultValue={value === null ? '' : formatPesos(value)}
        className="mt-1 h-11 w-full rounded-lg border border-line px-2 text-base text-ink"
      />
    </label>
  );
}
