import { useState, type FormEvent } from 'react';
import type { ProductFields } from '../../../core/catalog/catalogue-fields';
import type { ProductSheet } from '../../../core/catalog/edit-product';
import { GOAL_LABELS } from '../../../core/catalog/listing';
import type { Taxonomy } from '../../../core/catalog/taxonomy';
import { catalogueApi } from '../catalogue-api';
import { Button, Field, fieldsOf, FormError, SelectField, TextField, useRefusal } from '../controls';

const GOAL_OPTIONS = Object.entries(GOAL_LABELS);
const choose = (what: string) => ['', `Elige ${what}`] as const;

/** What the form's fields say, as the API reads a product. */
const formOf = (form: HTMLFormElement) => {
  const { slug = '', active: _active, ...fields } = fieldsOf(form);
  const text = (name: string) => fields[name] ?? '';
  return {
    slug,
    name: text('name'),
    brand: text('brand'),
    category: text('category'),
    goal: text('goal'),
    summary: text('summary'),
    description: text('description'),
    ingredients: text('ingredients'),
    usage: text('usage'),
    invima: text('invima'),
    servingSize: text('servingSize'),
    seoTitle: text('seoTitle'),
    seoDescription: text('seoDescription'),
    active: new FormData(form).get('active') === 'on',
  };
};

/** A product's fields: a new one's (with its address, chosen once) or an existing one's; saved through the API, whose
 * Spanish message for each wrong field shows under it. */
export function ProductForm({
  product,
  taxonomy,
  editable,
  onSaved,
}: {
  product: ProductFields | null;
  taxonomy: Taxonomy | null;
  editable: boolean;
  onSaved: (sheet: ProductSheet) => void;
}) {
  const { errors, error, settle } = useRefusal();
  const [busy, setBusy] = useState(false);
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = formOf(event.currentTarget);
    setBusy(true);
    const result = product
      ? await catalogueApi.updateProduct({ ...form, slug: product.slug })
      : await catalogueApi.createProduct(form);
    setBusy(false);
    if (settle(result)) onSaved(result.value);
  };
  const categories = (taxonomy?.categories ?? []).map((c) => [c.slug, c.name] as const);
  const brands = (taxonomy?.brands ?? []).map((b) => [b.slug, b.name] as const);
  const p = product;
  return (
    <form onSubmit={(e) => void save(e)} className="flex flex-col gap-4 rounded-md bg-white p-4" noValidate>
      <fieldset disabled={!editable} className="grid gap-4 md:grid-cols-2">
        <legend className="sr-only">Datos del producto</legend>
        <Field label="Nombre" name="name" defaultValue={p?.name} error={errors.name} required />
        {p ? (
          <p className="text-sm">
            <span className="font-semibold">Dirección</span>
            <br />
            <span className="font-mono">{p.slug}</span> (no cambia: los enlaces a la página siguen sirviendo)
          </p>
        ) : (
          <Field
            label="Dirección"
            name="slug"
            error={errors.slug}
            hint="Minúsculas y guiones, por ejemplo whey-gold-standard. No cambia después."
            required
          />
        )}
        <SelectField
          label="Marca"
          name="brand"
          defaultValue={p?.brand ?? ''}
          options={[choose('una marca'), ...brands]}
          error={errors.brand}
        />
        <SelectField
          label="Categoría"
          name="category"
          defaultValue={p?.category ?? ''}
          options={[choose('una categoría'), ...categories]}
          error={errors.category}
        />
        <SelectField
          label="Objetivo"
          name="goal"
          defaultValue={p?.goal ?? ''}
          options={[choose('un objetivo'), ...GOAL_OPTIONS]}
          error={errors.goal}
        />
        <Field
          label="Resumen"
          name="summary"
          defaultValue={p?.summary}
          error={errors.summary}
          hint="Una frase para las tarjetas."
        />
        <div className="md:col-span-2">
          <TextField
            label="Descripción"
            name="description"
            rows={6}
            defaultValue={p?.description}
            error={errors.description}
            hint="Markdown: una línea en blanco entre párrafos, **negrita**, *cursiva* y listas con líneas que empiezan por «- »."
          />
        </div>
        <TextField label="Ingredientes" name="ingredients" defaultValue={p?.ingredients} error={errors.ingredients} />
        <TextField label="Modo de uso" name="usage" defaultValue={p?.usage} error={errors.usage} />
        <Field
          label="Porción"
          name="servingSize"
          defaultValue={p?.servingSize}
          error={errors.servingSize}
          hint="Por ejemplo 1 scoop (30 g)."
        />
        <Field label="Registro INVIMA" name="invima" defaultValue={p?.invima} error={errors.invima} />
        <Field
          label="Título para buscadores"
          name="seoTitle"
          defaultValue={p?.seoTitle}
          error={errors.seoTitle}
          hint="Vacío: el nombre."
        />
        <Field
          label="Descripción para buscadores"
          name="seoDescription"
          defaultValue={p?.seoDescription}
          error={errors.seoDescription}
          hint="Vacía: el resumen."
        />
        <label className="flex items-center gap-2 font-semibold">
          <input type="checkbox" name="active" defaultChecked={p?.active ?? false} className="h-5 w-5" />A la venta
        </label>
      </fieldset>
      <FormError message={error} />
      {editable && (
        <div>
          <Button type="submit" busy={busy}>
            {p ? 'Guardar producto' : 'Crear producto'}
          </Button>
        </div>
      )}
    </form>
  );
}
