import { useState, type FormEvent } from 'react';
import type { ProductFields } from '../../../core/catalog/catalogue-fields';
import type { ProductSheet } from '../../../core/catalog/edit-product';
import { GOAL_LABELS } from '../../../core/catalog/listing';
import type { Taxonomy } from '../../../core/catalog/taxonomy';
import { catalogueApi } from '../catalogue-api';
import { Button, Field, fieldsOf, FormError, SelectField, TextField, useRefusal } from '../controls';

const GOAL_OPTIONS = Object.entries(GOAL_LABELS);

/** The product's choices among lists: the brands and categories operators run, the shop's goals. */
const CHOICES: readonly {
  readonly name: 'brand' | 'category' | 'goal';
  readonly label: string;
  readonly what: string;
}[] = [
  { name: 'brand', label: 'Marca', what: 'una marca' },
  { name: 'category', label: 'Categoría', what: 'una categoría' },
  { name: 'goal', label: 'Objetivo', what: 'un objetivo' },
];

type TextName =
  'summary' | 'description' | 'ingredients' | 'usage' | 'servingSize' | 'invima' | 'seoTitle' | 'seoDescription';

/** The product's texts in the form's order: one line, or `rows` lines (more than 4: across the whole form). */
const TEXTS: readonly {
  readonly name: TextName;
  readonly label: string;
  readonly hint?: string;
  readonly rows?: number;
}[] = [
  { name: 'summary', label: 'Resumen', hint: 'Una frase para las tarjetas.' },
  {
    name: 'description',
    label: 'Descripción',
    rows: 6,
    hint: 'Markdown: una línea en blanco entre párrafos, **negrita**, *cursiva* y listas con líneas que empiezan por «- ».',
  },
  { name: 'ingredients', label: 'Ingredientes', rows: 4 },
  { name: 'usage', label: 'Modo de uso', rows: 4 },
  { name: 'servingSize', label: 'Porción', hint: 'Por ejemplo 1 scoop (30 g).' },
  { name: 'invima', label: 'Registro INVIMA' },
  { name: 'seoTitle', label: 'Título para buscadores', hint: 'Vacío: el nombre.' },
  { name: 'seoDescription', label: 'Descripción para buscadores', hint: 'Vacía: el resumen.' },
];

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
  const entries = (list: Taxonomy['brands'] | undefined) => (list ?? []).map((e) => [e.slug, e.name] as const);
  const options = (name: (typeof CHOICES)[number]['name']) =>
    name === 'goal' ? GOAL_OPTIONS : entries(name === 'brand' ? taxonomy?.brands : taxonomy?.categories);
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
        {CHOICES.map(({ name, label, what }) => (
          <SelectField
            key={name}
            label={label}
            name={name}
            defaultValue={p?.[name] ?? ''}
            options={[['', `Elige ${what}`], ...options(name)]}
            error={errors[name]}
          />
        ))}
        {TEXTS.map(({ name, label, hint, rows }) => {
          const field = { label, name, defaultValue: p?.[name], error: errors[name], hint };
          return rows === undefined ? (
            <Field key={name} {...field} />
          ) : (
            <div key={name} className={rows > 4 ? 'md:col-span-2' : undefined}>
              <TextField {...field} rows={rows} />
            </div>
          );
        })}
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
