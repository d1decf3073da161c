import { authorize } from '../operators/authorize';
import type { Actor } from '../operators/operator';
import { invalidField, type Forbidden, type InvalidOperatorInput } from '../operators/operator-errors';
import type { Clock, IdGenerator } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import { PRODUCT_NOT_FOUND, type ProductNotFound } from './edit-product';
import type { StaleCatalogue, VariantNotFound } from './operate-catalogue';
import type { CatalogueEditor, CataloguePictures, PictureArrangement, PictureProcessor, ProductPicture } from './ports';

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

/** How an operator rearranges one picture: one place earlier or later, off the product, or labelled as a variant's own
 * (its flavour and size, which the product page shows for that variant) or as the whole product's (`sku` null). */
export type PictureMove =
  { readonly kind: 'up' | 'down' | 'remove' } | { readonly kind: 'variant'; readonly sku: string | null };

type Deps = {
  readonly pictures: CataloguePictures;
  readonly processor: PictureProcessor;
  readonly editor: CatalogueEditor;
  readonly clock: Clock;
  readonly ids: IdGenerator;
};

const NOT_AN_IMAGE = 'El archivo no es una foto JPEG, PNG, WebP o AVIF. Elige una imagen.';
const TOO_SMALL = 'La foto es muy pequeña: necesita al menos 200 píxeles de lado.';
export const PICTURE_TOO_LARGE: PictureTooLarge = {
  kind: 'picture-too-large',
  message: `La foto pesa más de ${MAX_PICTURE_BYTES / 1024 / 1024} MB: redúcela antes de subirla.`,
};

/** What a picture's text says for people who do not see it: the product, and the variant its label names. */
const altOf = (name: string, label: Pick<PictureArrangement, 'flavour' | 'size'>) =>
  [name, label.size, label.flavour && `sabor ${label.flavour}`].filter(Boolean).join(', ');

const arranged = (pictures: readonly ProductPicture[]): PictureArrangement[] =>
  pictures.map(({ file, alt, flavour, size }) => ({ file, alt, flavour, size }));

/**
 * The pictures of a product as operators keep them (roles that write the catalogue): an upload is checked to really be
 * a photo and drawn as the store's square picture (the pages then ask it at the widths they show), pictures are moved,
 * removed, and labelled as a variant's own. Each change is audited under the operator and seen by pages at once.
 */
export const productPictures = (deps: Deps) => {
  const by = (actor: Actor) => ({ actor: actor.name, at: deps.clock.now(), source: 'console' as const });
  const current = async (product: string) => {
    const shown = await deps.pictures.list(product);
    return shown ? ok(shown) : err(PRODUCT_NOT_FOUND);
  };

  return {
    /** Adds an uploaded photo after the product's others; its pictures after. */
    add: async (
      actor: Actor,
      product: string,
      bytes: Uint8Array,
    ): Promise<Result<readonly ProductPicture[], PictureError>> => {
      const refused = authorize(actor, 'catalogue.write');
      if (refused) return err(refused);
      if (bytes.byteLength > MAX_PICTURE_BYTES) return err(PICTURE_TOO_LARGE);
      const shown = await current(product);
      if (!shown.ok) return shown;
      const prepared = await deps.processor.prepare(bytes);
      if (prepared === 'not-an-image') return err(invalidField('picture', NOT_AN_IMAGE));
      if (prepared === 'too-small') return err(invalidField('picture', TOO_SMALL));
      const file = `${product}-${deps.ids
        .newId()
        .replace(/[^a-z0-9]/gi, '')
        .slice(0, 10)
        .toLowerCase()}.${prepared.extension}`;
      const label = { flavour: null, size: null };
      await deps.pictures.add(product, { ...prepared, file, alt: altOf(shown.value.name, label), ...label }, by(actor));
      return ok((await deps.pictures.list(product))?.pictures ?? []);
    },

    /** Moves, removes or labels one of a product's pictures; its pictures after. */
    arrange: async (
      actor: Actor,
      product: string,
      file: string,
      move: PictureMove,
    ): Promise<Result<readonly ProductPicture[], PictureError>> => {
      const refused = authorize(actor, 'catalogue.write');
      if (refused) return err(refused);
      const shown = await current(product);
      if (!shown.ok) return shown;
      const before = arranged(shown.value.pictures);
      const at = before.findIndex((p) => p.file === file);
      if (at === -1) return err({ kind: 'picture-not-found', message: 'Esa foto ya no está en el producto.' });
      const after = [...before];
      if (move.kind === 'remove') after.splice(at, 1);
      else if (move.kind === 'up' || move.kind === 'down') {
        const to = move.kind === 'up' ? at - 1 : at + 1;
        if (to < 0 || to >= after.length) return ok(shown.value.pictures);
        [after[at], after[to]] = [after[to], after[at]];
      } else if (move.kind === 'variant') {
        const sku = move.sku;
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
            after[i] = { ...p, size: null, alt: altOf(shown.value.name, { ...p, size: null }) };
        });
        after[at] = { ...after[at], ...label, alt: altOf(shown.value.name, label) };
      }
      const done = await deps.pictures.arrange(
        product,
        before.map((p) => p.file),
        after,
        by(actor),
      );
      if (done === 'stale')
        return err({
          kind: 'stale',
          message: 'Las fotos cambiaron mientras tanto: recarga la página e inténtalo de nuevo.',
        });
      return ok((await deps.pictures.list(product))?.pictures ?? []);
    },
  };
};
