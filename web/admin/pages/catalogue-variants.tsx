import { useState, type FormEvent } from 'react';
import type { VariantFields } from '../../../core/catalog/catalogue-fields';
import type { ProductSheet } from '../../../core/catalog/edit-product';
import { formatPesos } from '../../../core/shared/format';
import { catalogueApi, typedNumber, typedPesos } from '../catalogue-api';
import { Button, Field, fieldsOf, FormError, SelectField, useRefusal } from '../controls';

const TAX_OPTIONS = [
  ['0.19', '19 %'],
  ['0.05', '5 %'],
  ['0', '0 % (exento)'],
] as const;

type FieldName = Exclude<keyof VariantFields, 'sku' | 'active'>;

/** A variant's fields in the form's order: the label above each, a hint under some; numbers get the numeric keyboard. */
const FIELDS: readonly {
  readonly name: FieldName;
  readonly label: string;
  readonly hint?: string;
  readonly numeric?: boolean;
  readonly options?: typeof TAX_OPTIONS;
}[] = [
  { name: 'size', label: 'Tamaño' },
  { name: 'flavour', label: 'Sabor', hint: 'Vacío si no tiene.' },
  { name: 'weightGrams', label: 'Peso (g)', numeric: true },
  { name: 'servings', label: 'Porciones', numeric: true },
  { name: 'taxRate', label: 'IVA', options: TAX_OPTIONS },
  { name: 'price', label: 'Precio', numeric: true, hint: 'Pesos, sin puntos.' },
  { name: 'compareAt', label: 'Precio antes', numeric: true, hint: 'Vacío si no tiene.' },
  { name: 'stock', label: 'Stock', numeric: true },
  { name: 'lowStockLevel', label: 'Stock bajo desde', numeric: true },
];

/** What a new variant's form starts with; the other fields start empty. */
const NEW_VALUES = new Map<FieldName, string>([
  ['taxRate', '0.19'],
  ['stock', '0'],
  ['lowStockLevel', '5'],
]);

/** A variant as named in the console: "2 lb · Chocolate". */
export const variantName = (v: Pick<VariantFields, 'size' | 'flavour'>) =>
  [v.size, v.flavour].filter(Boolean).join(' · ');

/** What the form's fields say, as the API reads a variant (numbers as typed: the core says what is wrong). */
const formOf = (form: HTMLFormElement) => {
  const f = fieldsOf(form);
  const compareAt = (f.compareAt ?? '').trim();
  return {
    sku: f.sku ?? '',
    size: f.size ?? '',
    flavour: f.flavour ?? '',
    weightGrams: typedNumber(f.weightGrams ?? ''),
    servings: typedNumber(f.servings ?? ''),
    taxRate: typedNumber(f.taxRate ?? ''),
    price: typedPesos(f.price ?? ''),
    compareAt: compareAt === '' ? null : typedPesos(compareAt),
    stock: typedNumber(f.stock ?? ''),
    lowStockLevel: typedNumber(f.lowStockLevel ?? ''),
    active: new FormData(form).get('active') === 'on',
  };
};

/** One variant's form: a new one (with its sku) or an existing one's, read-only for a role that cannot write the
 * catalogue. */
export function VariantForm({
  slug,
  variant,
  canWrite,
  onSaved,
}: {
  slug: string;
  variant: VariantFields | null;
  canWrite: boolean;
  onSaved: (sheet: ProductSheet, message: string) => void;
}) {
  const { errors, error, settle } = useRefusal();
  const [busy, setBusy] = useState(false);
  const id = (name: string) => `${variant?.sku ?? 'nueva'}-${name}`;
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = formOf(formElement);
    setBusy(true);
    const result = variant
      ? await catalogueApi.updateVariant({ ...form, sku: variant.sku })
      : await catalogueApi.addVariant({ ...form, slug });
    setBusy(false);
    if (!settle(result)) return;
    if (!variant) formElement.reset();
    onSaved(
      result.value,
      variant ? `Presentación ${variant.sku} guardada.` : `Presentación ${form.sku.toUpperCase()} agregada.`,
    );
  };
  const v = variant;
  const locked = !canWrite;
  return (
    <form onSubmit={(e) => void save(e)} className="flex flex-col gap-3" noValidate>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {!v && (
          <Field
            id={id('sku')}
            label="Referencia (SKU)"
            name="sku"
            error={errors.sku}
            hint="Por ejemplo ON-GSW-2LB-CHOC."
          />
        )}
        {FIELDS.map(({ name, label, hint, numeric, options }) => {
          const shared = { id: id(name), label, name, error: errors[name], hint };
          const value = v ? String(v[name] ?? '') : (NEW_VALUES.get(name) ?? '');
          return options ? (
            <SelectField key={name} {...shared} options={options} defaultValue={value} disabled={locked} />
          ) : (
            <Field
              key={name}
              {...shared}
              inputMode={numeric ? 'numeric' : undefined}
              defaultValue={value}
              readOnly={locked}
            />
          );
        })}
        <label className="flex items-center gap-2 self-center font-semibold">
          <input
            type="checkbox"
            name="active"
            defaultChecked={v?.active ?? true}
            disabled={locked}
            className="h-5 w-5"
          />
          A la venta
        </label>
      </div>
      <FormError message={error} />
      {canWrite && (
        <div>
          <Button type="submit" busy={busy} kind={v ? 'quiet' : 'primary'}>
            {v ? `Guardar ${v.sku}` : 'Agregar presentación'}
          </Button>
        </div>
      )}
    </form>
  );
}

/** A product's variants, each with its form, and the form of a new one (roles that write the catalogue). */
export function VariantsSection({
  sheet,
  canWrite,
  onSaved,
}: {
  sheet: ProductSheet;
  canWrite: boolean;
  onSaved: (sheet: ProductSheet, message: string) => void;
}) {
  return (
    <section aria-labelledby="presentaciones" className="flex flex-col gap-3">
      <h2 id="presentaciones" className="text-xl font-bold">
        Presentaciones
      </h2>
      {sheet.variants.length === 0 && (
        <p className="text-muted">Agrega la primera presentación: sin ella el producto no se vende.</p>
      )}
      {sheet.variants.map((v) => (
        <details key={v.sku} className="rounded-md bg-white p-4">
          <summary className="cursor-pointer font-semibold">
            {variantName(v)} · <span className="font-mono text-sm">{v.sku}</span> · {formatPesos(v.price)} · {v.stock}{' '}
            en stock
            {!v.active && ' · retirada'}
          </summary>
          <div className="mt-3">
            <VariantForm slug={sheet.product.slug} variant={v} canWrite={canWrite} onSaved={onSaved} />
          </div>
        </details>
      ))}
      {canWrite && (
        <section aria-labelledby="nueva-presentacion" className="rounded-md bg-white p-4">
          <h3 id="nueva-presentacion" className="mb-3 text-lg font-bold">
            Nueva presentación
          </h3>
          <VariantForm slug={sheet.product.slug} variant={null} canWrite onSaved={onSaved} />
        </section>
      )}
    </section>
  );
}
