import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { ProductLine } from '../../../core/catalog/edit-product';
import type { Taxonomy } from '../../../core/catalog/taxonomy';
import { catalogueApi } from '../catalogue-api';
import { Field, FormError, Table } from '../controls';
import { ConsolePage } from '../layout';
import { useSession } from '../session';
import { CatalogueNav } from './catalogue-nav';

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The names of the categories and brands by slug, for lists that name them. */
export const namesOf = (taxonomy: Taxonomy | null) =>
  new Map([...(taxonomy?.categories ?? []), ...(taxonomy?.brands ?? [])].map((e) => [`${e.kind}:${e.slug}`, e.name]));

/** Every product, withdrawn ones too, found by name or address; each opens its editor. */
export function CatalogueProductsPage() {
  const { can } = useSession();
  const [products, setProducts] = useState<readonly ProductLine[]>([]);
  const [taxonomy, setTaxonomy] = useState<Taxonomy | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  useEffect(() => {
    void catalogueApi.listProducts().then((r) => (r.ok ? setProducts(r.value) : setError(r.error.message)));
    void catalogueApi.listTaxonomy().then((r) => r.ok && setTaxonomy(r.value));
  }, []);
  const names = namesOf(taxonomy);
  const wanted = folded(search.trim());
  const shown = products.filter((p) => !wanted || folded(`${p.name} ${p.slug}`).includes(wanted));
  return (
    <ConsolePage title="Productos">
      <CatalogueNav />
      <FormError message={error} />
      <div className="flex flex-wrap items-end gap-3">
        <div className="grow">
          <Field
            label="Buscar producto"
            name="search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            placeholder="Nombre o dirección"
          />
        </div>
        {can('catalogue.write') && (
          <Link
            href="/catalogo/productos/nuevo/"
            className="min-h-11 rounded-md bg-brand-dark px-4 py-2.5 font-semibold text-white"
          >
            Nuevo producto
          </Link>
        )}
      </div>
      <Table
        caption="Productos del catálogo"
        hidden
        columns={['Producto', 'Marca · Categoría', 'Presentaciones', 'Estado']}
      >
        {shown.map((p) => (
          <tr key={p.slug} className="border-b border-line last:border-0">
            <th scope="row" className="p-3 font-normal">
              <Link href={`/catalogo/productos/${p.slug}/`} className="font-semibold underline">
                {p.name}
              </Link>
              <br />
              <span className="font-mono text-xs">{p.slug}</span>
            </th>
            <td className="p-3">
              {names.get(`brand:${p.brand}`) ?? p.brand} · {names.get(`category:${p.category}`) ?? p.category}
            </td>
            <td className="p-3 tabular-nums">
              {p.variantsOnSale} de {p.variants} a la venta
            </td>
            <td className="p-3">{p.active ? 'A la venta' : 'Retirado'}</td>
          </tr>
        ))}
      </Table>
    </ConsolePage>
  );
}
