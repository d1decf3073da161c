import { authorize } from '../operators/authorize';
import type { Actor } from '../operators/operator';
import { invalidField, type Forbidden, type InvalidOperatorInput } from '../operators/operator-errors';
import type { Clock, IdGenerator } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import { PRODUCT_NOT_FOUND, type ProductNotFound } from './edit-product';
import type { StaleCatalogue, VariantNotFound } from './operate-catalogue';
import type {
  CatalogueEditor,
  CataloguePictures,
  PictureArrangement,
  PictureProcessor,
  PictureSizes,
  ProductPicture,
} from './ports';

/** The most an upload may weigh: a phone's photo fits, a raw camera file does not. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

export type PictureNotFound = { readonly kind: 'picture-not-found'; readonly message: string };
export type PictureTooLarge = { readonly kind: 'picture-too-large'; readonly message: string };
export type PictureError =
  | Forbidden
  | InvalidOperatorInput
  | ProductNotFound
  | PictureNotFound
  | PictureTooLarge
  | VariantNotFound
  | StaleCatalogue;

/** How an operator rearranges one picture: one place earlier or later, off the product, labelled as a variant's own
 * (its flavour and size, which the product page shows for that variant) or as the whole product's (`sku` null), or
 * described in its own words for people who do not see it (`alt`, what the shop's <img alt> says). */
export type PictureMove =
  | { readonly kind: 'up' | 'down' | 'remove' }
  | { readonly kind: 'variant'; readonly sku: string | null }
  | { readonly kind: 'alt'; readonly text: string };

type Deps = {
  readonly pictures: CataloguePictures;
  readonly processor: PictureProcessor;
  readonly sizes: PictureSizes;
  readonly editor: CatalogueEditor;
  readonly clock: Clock;
  readonly ids: IdGenerator;
};

/** The most characters a picture's text may have: screen readers read longer ones in one breath, and cut them. */
export const MAX_ALT = 125;

const NOT_AN_IMAGE = 'El archivo no es una foto JPEG, PNG, WebP o AVIF. Elige una imagen.';
const TOO_SMALL = 'La foto es muy pequeña: necesita al menos 200 píxeles de lado.';
const ALT_LENGTH = `Escribe qué muestra la foto, de 1 a ${MAX_ALT} caracteres.`;
export const PICTURE_TOO_LARGE: PictureTooLarge = {
  kind: 'picture-too-large',
  message: `La foto pesa más de ${MAX_PICTURE_BYTES / 1024 / 1024} MB: redúcela antes de subirla.`,
};
const STALE: StaleCatalogue = {
  kind: 'stale',
  message: 'Las fotos cambiaron mientras tanto: recarga la página e inténtalo de nuevo.',
};

type Label = Pick<PictureArrangement, 'flavour' | 'size'>;

/** A picture's text until an operator writes its own: the product, and the variant its label names (size, flavour). */
export const defaultAlt = (name: string, label: Label): string =>
  [...[name, label.size, label.flavour && `sabor ${label.flavour.toLowerCase()}`].filter(Boolean).join(', ')]
    .slice(0, MAX_ALT)
    .join('');

/** The picture under a new label; a text that was the default follows the label, one an operator wrote stays. */
const relabelled = (name: string, p: PictureArrangement, label: Label): PictureArrangement => ({
  ...p,
  ...label,
  alt: p.alt === defaultAlt(name, p) ? defaultAlt(name, label) : p.alt,
});

const arranged = (pictures: readonly ProductPicture[]): PictureArrangement[] =>
  pictures.map(({ file, alt, flavour, size }) => ({ file, alt, flavour, size }));

/**
 * The pictures of a product as operators keep them (roles that write the catalogue): an upload is checked to really be
 * a photo, drawn as the store's square picture and then, in the background, at every size the pages show it in;
 * pictures are moved, removed, labelled as a variant's own and described. Each change is audited under the operator
 * (the pictures before and after, with their texts) and seen by pages at once.
 */
export const productPictures = (deps: Deps) => {
  const by = (actor: Actor) => ({ actor: actor.name, at: deps.clock.now(), source: 'console' as const });
  /** The product's name and pictures, when the actor may change them. */
  const writable = async (actor: Actor, product: string) => {
    const refused = authorize(actor, 'catalogue.write');
    if (refused) return err(refused);
    const shown = await deps.pictures.list(product);
    return shown ? ok(shown) : err(PRODUCT_NOT_FOUND);
  };
  const listed = async (product: string) => ok((await deps.pictures.list(product))?.pictures ?? []);

  /** The pictures after `move`, or why not. */
  const moved = async (
    product: string,
    name: string,
    before: readonly PictureArrangement[],
    at: number,
    move: PictureMove,
  ): Promise<Result<PictureArrangement[], PictureError>> => {
    const after = [...before];
    switch (move.kind) {
      case 'remove':
        after.splice(at, 1);
        return ok(after);
      case 'up':
      case 'down': {
        const to = move.kind === 'up' ? at - 1 : at + 1;
        if (to >= 0 && to < after.length) [after[at], after[to]] = [after[to], after[at]];
        return ok(after);
      }
      case 'alt': {
        const text = move.text.trim().replace(/\s+/g, ' ');
        if (text === '' || [...text].length > MAX_ALT) return err(invalidField('alt', ALT_LENGTH));
        after[at] = { ...after[at], alt: text };
        return ok(after);
      }
      case 'variant': {
        const { sku } = move;
        const variant =
          sku === null
            ? null
            : (await deps.editor.snapshot()).variants.find((v) => v.sku === sku && v.product === product);
        if (variant === undefined)
          return err({ kind: 'variant-not-found', message: 'Esa presentación no es de este producto.' });
        const label = { flavour: variant?.flavour ?? null, size: variant?.size ?? null };
        // A variant has one own picture: another that had its label keeps its flavour only.
        after.forEach((p, i) => {
          if (i !== at && variant && p.flavour === label.flavour && p.size === label.size)
            after[i] = relabelled(name, p, { flavour: p.flavour, size: null });
        });
        after[at] = relabelled(name, after[at], label);
        return ok(after);
      }
    }
  };

  return {
    /** Adds an uploaded photo after the product's others, described by default, and starts drawing its sizes; the
     * product's pictures after. */
    add: async (
      actor: Actor,
      product: string,
      bytes: Uint8Array,
    ): Promise<Result<readonly ProductPicture[], PictureError>> => {
      const shown = await writable(actor, product);
      if (!shown.ok) return shown;
      if (bytes.byteLength > MAX_PICTURE_BYTES) return err(PICTURE_TOO_LARGE);
      const prepared = await deps.processor.prepare(bytes);
      if (prepared === 'not-an-image') return err(invalidField('picture', NOT_AN_IMAGE));
      if (prepared === 'too-small') return err(invalidField('picture', TOO_SMALL));
      const file = `${product}-${deps.ids
        .newId()
        .replace(/[^a-z0-9]/gi, '')
        .slice(0, 10)
        .toLowerCase()}.${prepared.extension}`;
      const label = { flavour: null, size: null };
      const alt = defaultAlt(shown.value.name, label);
      await deps.pictures.add(product, { ...prepared, file, alt, ...label }, by(actor));
      deps.sizes.drawAll({ product, file });
      return listed(product);
    },

    /** Moves, removes, labels or describes one of a product's pictures; its pictures after. */
    arrange: async (
      actor: Actor,
      product: string,
      file: string,
      move: PictureMove,
    ): Promise<Result<readonly ProductPicture[], PictureError>> => {
      const shown = await writable(actor, product);
      if (!shown.ok) return shown;
      const before = arranged(shown.value.pictures);
      const at = before.findIndex((p) => p.file === file);
      if (at === -1) return err({ kind: 'picture-not-found', message: 'Esa foto ya no está en el producto.' });
      const after = await moved(product, shown.value.name, before, at, move);
      if (!after.ok) return after;
      // Nothing moves (the first picture up, the same text again): nothing to write or audit.
      if (JSON.stringify(after.value) === JSON.stringify(before)) return ok(shown.value.pictures);
      const files = before.map((p) => p.file);
      const done = await deps.pictures.arrange(product, files, after.value, by(actor));
      return done === 'stale' ? err(STALE) : listed(product);
    },
  };
};
