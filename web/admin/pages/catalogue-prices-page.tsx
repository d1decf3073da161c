import { useEffect, useState, type FormEvent } from 'react';
import { BULK_PERCENT, PRICE_STEP, type BulkPriceLine } from '../../../core/catalog/bulk-price';
import type { Taxonomy } from '../../../core/catalog/taxonomy';
import { formatPesos } from '../../../core/shared/format';
import { catalogueApi, typedNumber } from '../catalogue-api';
import { Button, Field, fieldsOf, FormError, SelectField, Table, useRefusal } from '../controls';
import { ConsolePage } from '../layout';
import { CatalogueNav } from './catalogue-nav';
import { variantName } from './catalogue-variants';

type Change = {
  readonly percent: number;
  readonly category?: string;
  readonly brand?: string;
  readonly search?: string;
};

const changeOf = (form: HTMLFormElement): Change => {
  const { percent = '', category = '', brand = '', search = '' } = fieldsOf(form);
  return {
    percent: typedNumber(percent),
    ...(category ? { category } : {}),
    ...(brand ? { brand } : {}),
    ...(search.trim() ? { search: search.trim() } : {}),
  };
};

function Preview({ lines }: { lines: readonly BulkPriceLine[] }) {
  return (
    <Table
      caption={`Vista previa: ${lines.length} presentaciones`}
      columns={['Presentación', 'Precio actual', 'Precio nuevo', 'Antes']}
    >
      {lines.map((l) => (
        <tr key={l.sku} className="border-b border-line last:border-0">
          <th scope="row" className="p-3 font-normal">
            {l.productName} · {variantName(l)} <span className="font-mono text-xs">{l.sku}</span>
          </th>
          <td className="p-3 tabular-nums">{formatPesos(l.before.price)}</td>
          <td className="p-3 font-semibold tabular-nums">{formatPesos(l.after.price)}</td>
          <td className="p-3 tabular-nums">
            {l.before.compareAt === l.after.compareAt
              ? l.after.compareAt === null
                ? '—'
                : formatPesos(l.after.compareAt)
              : `${l.before.compareAt === null ? '—' : formatPesos(l.before.compareAt)} → ${l.after.compareAt === null ? 'sin precio antes' : formatPesos(l.after.compareAt)}`}
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** A percentage up or down on the prices of a category's, a brand's or a search's variants: first the preview of every
 * new price, then the change (roles that write the catalogue). */
export function CataloguePricesPage() {
  const [taxonomy, setTaxonomy] = useState<Taxonomy | null>(null);
  const [change, setChange] = useState<Change | null>(null);
  const [lines, setLines] = useState<readonly BulkPriceLine[] | null>(null);
  const { errors, error, settle } = useRefusal();
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => void catalogueApi.listTaxonomy().then((r) => r.ok && setTaxonomy(r.value)), []);
  const preview = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const asked = changeOf(event.currentTarget);
    const result = await catalogueApi.previewBulkPrice(asked);
    setDone(null);
    if (!settle(result)) return setLines(null);
    setChange(asked);
    setLines(result.value);
  };
  const apply = async () => {
    if (!change || !lines) return;
    const previewed = lines.map((l) => ({ sku: l.sku, price: l.before.price }));
    const result = await catalogueApi.applyBulkPrice({ ...change, previewed });
    if (!settle(result)) return;
    setLines(null);
    setDone(`Precios cambiados: ${result.value.changed} presentaciones.`);
  };
  const options = (entries: Taxonomy['brands'] | undefined, all: string) => [
    ['', all] as const,
    ...(entries ?? []).map((e) => [e.slug, e.name] as const),
  ];
  return (
    <ConsolePage title="Cambio de precios">
      <CatalogueNav />
      <p>
        Sube o baja un porcentaje los precios de una categoría, una marca o una búsqueda. Los precios nuevos se
        redondean a los {PRICE_STEP} pesos más cercanos; un precio «antes» que ya no sea mayor se quita.
      </p>
      <form onSubmit={(e) => void preview(e)} className="grid gap-3 rounded-md bg-white p-4 md:grid-cols-2" noValidate>
        <Field
          label="Porcentaje"
          name="percent"
          inputMode="decimal"
          error={errors.percent}
          hint={`Por ejemplo 5 para subir o -10 para bajar (de ${BULK_PERCENT.min} a ${BULK_PERCENT.max}).`}
        />
        <SelectField
          label="Categoría"
          name="category"
          options={options(taxonomy?.categories, 'Todas las categorías')}
        />
        <SelectField label="Marca" name="brand" options={options(taxonomy?.brands, 'Todas las marcas')} />
        <Field label="Buscar" name="search" hint="Nombre, dirección o referencia (opcional)." />
        <div>
          <Button type="submit">Ver cambios</Button>
        </div>
      </form>
      <FormError message={error} />
      {done && (
        <p role="status" className="text-ok">
          {done}
        </p>
      )}
      {lines && lines.length === 0 && <p>Ninguna presentación coincide con esos filtros.</p>}
      {lines && lines.length > 0 && (
        <>
          <Preview lines={lines} />
          <div>
            <Button onClick={() => void apply()}>Aplicar a {lines.length} presentaciones</Button>
          </div>
        </>
      )}
    </ConsolePage>
  );
}
