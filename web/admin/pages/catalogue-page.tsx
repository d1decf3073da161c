import { useEffect, useState, type FormEvent } from 'react';
import type { VariantLine } from '../../../core/catalog/list-variants';
import { foldText } from '../../../core/shared/fold-text';
import { formatPesos } from '../../../core/shared/format';
import { catalogueApi, typedNumber, typedPesos } from '../catalogue-api';
import { Button, fieldsOf, FormError, Table } from '../controls';
import { ConsolePage } from '../layout';
import { useSession } from '../session';
import { CatalogueNav } from './catalogue-nav';

function PriceForm({ variant, onSaved }: { variant: VariantLine; onSaved: (message: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { price: typed = '', compareAt: typedBefore = '' } = fieldsOf(event.currentTarget);
    const price = typedPesos(typed) || 0;
    const before = typedBefore.trim();
    const compareAt = before === '' ? null : typedPesos(before) || 0;
    const result = await catalogueApi.setVariantPrice({ sku: variant.sku, price, compareAt });
    if (!result.ok) return setError(result.error.message);
    setError(null);
    onSaved(`${variant.sku}: ${formatPesos(result.value.after.price)}`);
  };
  return (
    <form onSubmit={(e) => void save(e)} className="flex flex-wrap items-end gap-2" noValidate>
      <label className="flex flex-col text-xs">
        Precio
        <input
          name="price"
          inputMode="numeric"
          defaultValue={variant.price}
          aria-label={`Precio de ${variant.sku}`}
          className="min-h-11 w-28 rounded-md border border-line px-2 text-base"
        />
      </label>
      <label className="flex flex-col text-xs">
        Antes
        <input
          name="compareAt"
          inputMode="numeric"
          defaultValue={variant.compareAt ?? ''}
          aria-label={`Precio antes de ${variant.sku}`}
          className="min-h-11 w-28 rounded-md border border-line px-2 text-base"
        />
      </label>
      <Button type="submit" kind="quiet" aria-label={`Guardar precio de ${variant.sku}`}>
        Guardar
      </Button>
      {error && <p className="w-full text-sm text-brand-dark">{error}</p>}
    </form>
  );
}

/** A delivery received: its units added to the stock (never a stock typed over a sale made meanwhile). */
function RestockForm({ variant, onSaved }: { variant: VariantLine; onSaved: (message: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const units = typedNumber(fieldsOf(form).units ?? '');
    const result = await catalogueApi.restockVariant({ sku: variant.sku, units });
    if (!result.ok) return setError(result.error.message);
    setError(null);
    form.reset();
    const told = result.value.mailed > 0 ? ` Avisamos a ${result.value.mailed} clientes que lo esperaban.` : '';
    onSaved(`Stock de ${variant.sku}: ${result.value.before} → ${result.value.after}.${told}`);
  };
  return (
    <form onSubmit={(e) => void add(e)} className="mt-2 flex flex-wrap items-end gap-2" noValidate>
      <label className="flex flex-col text-xs">
        Unidades recibidas
        <input
          name="units"
          inputMode="numeric"
          aria-label={`Unidades recibidas de ${variant.sku}`}
          className="min-h-11 w-24 rounded-md border border-line px-2 text-base"
        />
      </label>
      <Button type="submit" kind="quiet" aria-label={`Sumar al stock de ${variant.sku}`}>
        Sumar
      </Button>
      {error && <p className="w-full text-sm text-brand-dark">{error}</p>}
    </form>
  );
}

/** Whether a variant is one an operator's words name: each word in its product, size, flavour or SKU (accents and
 * case forgiven). */
const matches = (v: VariantLine, folded: string): boolean => {
  const text = foldText([v.productName, v.size, v.flavour ?? '', v.sku].join(' '));
  return folded.split(/\s+/).every((word) => text.includes(word));
};

/** The catalogue's variants with their stock and prices: the warehouse sees what runs low; managers change prices. */
export function CataloguePage() {
  const { can } = useSession();
  const [low, setLow] = useState(false);
  const [variants, setVariants] = useState<readonly VariantLine[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const shown = variants.filter((v) => matches(v, foldText(search.trim())));
  const reload = () =>
    void catalogueApi
      .listVariants(low ? { low: '1' } : {})
      .then((r) => (r.ok ? setVariants(r.value) : setError(r.error.message)));
  useEffect(reload, [low]);
  const editable = can('catalogue.write');
  const restocks = can('stock.write');
  return (
    <ConsolePage title={can('catalogue.read') ? 'Catálogo' : 'Stock'}>
      <CatalogueNav />
      <FormError message={error} />
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={low} onChange={(e) => setLow(e.currentTarget.checked)} className="h-5 w-5" />
        Solo las presentaciones con stock bajo
      </label>
      <label className="flex flex-col gap-1 font-semibold">
        Buscar por producto, sabor o referencia
        <input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          autoComplete="off"
          className="min-h-11 rounded-md border border-line px-3 text-base font-normal"
        />
      </label>
      <p role="status" className="text-sm text-muted">
        {shown.length === variants.length
          ? `${variants.length} presentaciones`
          : `${shown.length} de ${variants.length} presentaciones`}
      </p>
      {saved && (
        <p role="status" className="text-ok">
          {saved}
        </p>
      )}
      <Table
        caption="Presentaciones del catálogo"
        hidden
        columns={['Producto', 'Referencia', 'Stock', editable ? 'Precio' : 'Precio (antes)']}
      >
        {shown.map((v) => (
          <tr key={v.sku} className="border-b border-line align-top last:border-0">
            <th scope="row" className="p-3 font-normal">
              <strong>{v.productName}</strong>
              <br />
              {[v.size, v.flavour].filter(Boolean).join(' · ')}
              {!v.active && ' · retirada'}
            </th>
            <td className="p-3 font-mono text-xs">{v.sku}</td>
            <td className="p-3 tabular-nums">
              {v.stock}
              {v.low && <span className="ml-2 rounded bg-warn px-1 text-xs font-semibold text-white">Bajo</span>}
              <br />
              <span className="text-xs text-muted">mínimo {v.lowStockLevel}</span>
              {restocks && <RestockForm variant={v} onSaved={(m) => (setSaved(m), reload())} />}
            </td>
            <td className="p-3 tabular-nums">
              {editable ? (
                <PriceForm variant={v} onSaved={(m) => (setSaved(`Precio guardado: ${m}`), reload())} />
              ) : (
                <>
                  {formatPesos(v.price)}
                  {v.compareAt !== null && <s className="ml-2 text-muted">{formatPesos(v.compareAt)}</s>}
                </>
              )}
            </td>
          </tr>
        ))}
      </Table>
    </ConsolePage>
  );
}
