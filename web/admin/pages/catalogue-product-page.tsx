import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import type { ProductSheet } from '../../../core/catalog/edit-product';
import type { Taxonomy } from '../../../core/catalog/taxonomy';
import { catalogueApi } from '../catalogue-api';
import { FormError } from '../controls';
import { ConsolePage } from '../layout';
import { useSession } from '../session';
import { CatalogueNav } from './catalogue-nav';
import { PicturesSection } from './catalogue-pictures';
import { ProductForm } from './catalogue-product-form';
import { VariantsSection } from './catalogue-variants';

/** A new product's form: once created, its own page, where its variants and photos are added. */
export function NewProductPage() {
  const [taxonomy, setTaxonomy] = useState<Taxonomy | null>(null);
  const [, navigate] = useLocation();
  useEffect(() => void catalogueApi.listTaxonomy().then((r) => r.ok && setTaxonomy(r.value)), []);
  return (
    <ConsolePage title="Nuevo producto">
      <CatalogueNav />
      <p>
        Crea el producto; luego agrega sus presentaciones y sus fotos. Sale a la venta marcado «A la venta» y con una
        presentación a la venta.
      </p>
      <ProductForm
        product={null}
        taxonomy={taxonomy}
        editable
        onSaved={(sheet) => navigate(`/catalogo/productos/${sheet.product.slug}/`)}
      />
    </ConsolePage>
  );
}

/** A product's editor: its fields, its variants and its photos; the warehouse sees it all and changes stock only. */
export function ProductPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { can } = useSession();
  const [sheet, setSheet] = useState<ProductSheet | null>(null);
  const [taxonomy, setTaxonomy] = useState<Taxonomy | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  useEffect(() => {
    void catalogueApi.getProduct({ slug }).then((r) => (r.ok ? setSheet(r.value) : setError(r.error.message)));
    void catalogueApi.listTaxonomy().then((r) => r.ok && setTaxonomy(r.value));
  }, [slug]);
  const show = (next: ProductSheet, message: string) => {
    setSheet(next);
    setSaved(message);
  };
  const canWrite = can('catalogue.write');
  return (
    <ConsolePage title={sheet?.product.name ?? 'Producto'}>
      <CatalogueNav />
      <FormError message={error} />
      {saved && (
        <p role="status" className="text-ok">
          {saved}
        </p>
      )}
      {sheet && (
        <>
          <p>
            <Link href="/catalogo/productos/" className="underline">
              Todos los productos
            </Link>
            {sheet.product.active && sheet.variants.some((v) => v.active) && (
              <>
                {' · '}
                <a href={`/${sheet.product.category}/${sheet.product.slug}/`} className="underline">
                  Ver en la tienda
                </a>
              </>
            )}
          </p>
          <ProductForm
            key={JSON.stringify(sheet.product)}
            product={sheet.product}
            taxonomy={taxonomy}
            editable={canWrite}
            onSaved={(next) => show(next, 'Producto guardado.')}
          />
          <VariantsSection sheet={sheet} canWrite={canWrite} onSaved={show} />
          <PicturesSection
            slug={sheet.product.slug}
            pictures={sheet.pictures}
            variants={sheet.variants}
            canWrite={canWrite}
            onChanged={(pictures, message) => show({ ...sheet, pictures }, message)}
          />
        </>
      )}
    </ConsolePage>
  );
}
