import { useEffect, useState, type FormEvent } from 'react';
import type { TaxonomyEntry } from '../../../core/catalog/ports';
import type { Taxonomy } from '../../../core/catalog/taxonomy';
import { catalogueApi } from '../catalogue-api';
import { Button, Field, fieldsOf, FormError, Table } from '../controls';
import { ConsolePage } from '../layout';
import { useSession } from '../session';
import { CatalogueNav } from './catalogue-nav';

type Kind = TaxonomyEntry['kind'];
const WORDS = new Map<Kind, { readonly title: string; readonly one: string }>([
  ['category', { title: 'Categorías', one: 'categoría' }],
  ['brand', { title: 'Marcas', one: 'marca' }],
]);

function Rename({ entry, onDone }: { entry: TaxonomyEntry; onDone: (t: Taxonomy, message: string) => void }) {
  const [error, setError] = useState<string | undefined>();
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { name = '' } = fieldsOf(event.currentTarget);
    const result = await catalogueApi.renameTaxonomy({ kind: entry.kind, slug: entry.slug, name });
    if (!result.ok) return setError(result.error.message);
    setError(undefined);
    onDone(result.value, `${entry.slug}: ahora se llama ${name.trim()}.`);
  };
  return (
    <form onSubmit={(e) => void save(e)} className="flex flex-wrap items-end gap-2" noValidate>
      <Field
        id={`nombre-${entry.kind}-${entry.slug}`}
        label={`Nombre de ${entry.slug}`}
        name="name"
        defaultValue={entry.name}
        error={error}
      />
      <Button type="submit" kind="quiet">
        Renombrar
      </Button>
    </form>
  );
}

function Create({ kind, onDone }: { kind: Kind; onDone: (t: Taxonomy, message: string) => void }) {
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const one = WORDS.get(kind)?.one ?? '';
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { name = '', slug = '' } = fieldsOf(form);
    const result = await catalogueApi.createTaxonomy({ kind, name, ...(slug.trim() ? { slug } : {}) });
    if (!result.ok)
      return setErrors(result.error.kind === 'invalid-input' ? result.error.fields : { name: result.error.message });
    setErrors({});
    form.reset();
    onDone(result.value, `Nueva ${one}: ${name.trim()}.`);
  };
  return (
    <form onSubmit={(e) => void save(e)} className="grid gap-2 sm:grid-cols-3 sm:items-end" noValidate>
      <Field id={`nueva-${kind}-nombre`} label={`Nombre de la nueva ${one}`} name="name" error={errors.name} />
      <Field
        id={`nueva-${kind}-slug`}
        label="Dirección (opcional)"
        name="slug"
        error={errors.slug}
        hint="Vacía: se hace del nombre. No cambia después."
      />
      <div>
        <Button type="submit">Crear {one}</Button>
      </div>
    </form>
  );
}

/** The categories and brands: their names, addresses and products; created and renamed by roles that write the
 * catalogue. An address never changes, so links, filters and search engines keep finding them. */
export function CatalogueTaxonomyPage() {
  const { can } = useSession();
  const [taxonomy, setTaxonomy] = useState<Taxonomy | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  useEffect(
    () => void catalogueApi.listTaxonomy().then((r) => (r.ok ? setTaxonomy(r.value) : setError(r.error.message))),
    [],
  );
  const changed = (t: Taxonomy, message: string) => {
    setTaxonomy(t);
    setDone(message);
  };
  const canWrite = can('catalogue.write');
  const lists: readonly (readonly [Kind, readonly TaxonomyEntry[]])[] = [
    ['category', taxonomy?.categories ?? []],
    ['brand', taxonomy?.brands ?? []],
  ];
  return (
    <ConsolePage title="Categorías y marcas">
      <CatalogueNav />
      <FormError message={error} />
      {done && (
        <p role="status" className="text-ok">
          {done}
        </p>
      )}
      {lists.map(([kind, entries]) => (
        <section key={kind} aria-labelledby={`lista-${kind}`} className="flex flex-col gap-3 rounded-md bg-white p-4">
          <h2 id={`lista-${kind}`} className="text-xl font-bold">
            {WORDS.get(kind)?.title}
          </h2>
          <Table
            caption={WORDS.get(kind)?.title}
            hidden
            columns={['Nombre', 'Dirección', 'Productos', ...(canWrite ? ['Renombrar'] : [])]}
          >
            {entries.map((e) => (
              <tr key={e.slug} className="border-b border-line last:border-0">
                <th scope="row" className="p-3 font-semibold">
                  {e.name}
                </th>
                <td className="p-3 font-mono">
                  {kind === 'category' ? (
                    <a href={`/${e.slug}/`} className="underline">
                      /{e.slug}/
                    </a>
                  ) : (
                    e.slug
                  )}
                </td>
                <td className="p-3 tabular-nums">{e.products === 1 ? '1 producto' : `${e.products} productos`}</td>
                {canWrite && (
                  <td className="p-3">
                    <Rename entry={e} onDone={changed} />
                  </td>
                )}
              </tr>
            ))}
          </Table>
          {canWrite && <Create kind={kind} onDone={changed} />}
        </section>
      ))}
    </ConsolePage>
  );
}
