import { authorize } from '../operators/authorize';
import type { Actor } from '../operators/operator';
import { invalidField, type Forbidden, type InvalidOperatorInput } from '../operators/operator-errors';
import type { Clock } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import type { CatalogueTaxonomy, TaxonomyEntry } from './ports';
import { SLUG } from './sheet-cells';

export type TaxonomyNotFound = { readonly kind: 'taxonomy-not-found'; readonly message: string };
export type TaxonomyError = Forbidden | InvalidOperatorInput | TaxonomyNotFound;
export type Taxonomy = Awaited<ReturnType<CatalogueTaxonomy['list']>>;

const WHAT = new Map<TaxonomyEntry['kind'], { readonly one: string; readonly the: string }>([
  ['category', { one: 'una categoría', the: 'La categoría' }],
  ['brand', { one: 'una marca', the: 'La marca' }],
]);

/** A name as a slug: lower case, without accents, words joined by dashes ("Pre-entrenos y Óxido" → pre-entrenos-y-oxido). */
export const slugOf = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const nameProblem = (name: string) =>
  name.trim() === '' ? 'Escribe el nombre.' : name.trim().length > 60 ? 'Máximo 60 caracteres.' : null;

/**
 * The categories and brands in the console: any role that reads the catalogue sees them, roles that write it create and
 * rename them. A slug is made once, from the name unless given, and never changes: it is in the shop's addresses
 * (/proteinas/…) and filters (?marca=…), so a rename changes what pages say, never where they are.
 */
export const catalogueTaxonomy = (deps: { readonly taxonomy: CatalogueTaxonomy; readonly clock: Clock }) => {
  const by = (actor: Actor) => ({ actor: actor.name, at: deps.clock.now(), source: 'console' as const });
  return {
    list: async (actor: Actor): Promise<Result<Taxonomy, Forbidden>> => {
      const refused = authorize(actor, 'catalogue.read');
      return refused ? err(refused) : ok(await deps.taxonomy.list());
    },

    create: async (
      actor: Actor,
      input: { readonly kind: TaxonomyEntry['kind']; readonly name: string; readonly slug?: string },
    ): Promise<Result<Taxonomy, TaxonomyError>> => {
      const refused = authorize(actor, 'catalogue.write');
      if (refused) return err(refused);
      const problem = nameProblem(input.name);
      if (problem) return err(invalidField('name', problem));
      const slug = input.slug?.trim() || slugOf(input.name);
      if (!SLUG.test(slug) || slug.length > 60)
        return err(invalidField('slug', 'Usa minúsculas sin tildes, números y guiones (por ejemplo pre-entrenos).'));
      const made = await deps.taxonomy.create({ kind: input.kind, slug, name: input.name.trim() }, by(actor));
      if (made === 'exists')
        return err(invalidField('slug', `Ya hay ${WHAT.get(input.kind)?.one} con la dirección ${slug}: elige otra.`));
      return ok(await deps.taxonomy.list());
    },

    rename: async (
      actor: Actor,
      input: { readonly kind: TaxonomyEntry['kind']; readonly slug: string; readonly name: string },
    ): Promise<Result<Taxonomy, TaxonomyError>> => {
      const refused = authorize(actor, 'catalogue.write');
      if (refused) return err(refused);
      const problem = nameProblem(input.name);
      if (problem) return err(invalidField('name', problem));
      const renamed = await deps.taxonomy.rename({ ...input, name: input.name.trim() }, by(actor));
      if (!renamed)
        return err({ kind: 'taxonomy-not-found', message: `${WHAT.get(input.kind)?.the} ${input.slug} no existe.` });
      return ok(await deps.taxonomy.list());
    },
  };
};
