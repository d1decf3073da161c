import type {
  CatalogueEditor,
  CataloguePictures,
  PictureArrangement,
  PictureProcessor,
  ProductPicture,
} from '../../core/catalog/ports';

/** In-memory pictures of the editor's products, by slug: `add`, `arrange` and their audit as the SQL one keeps them. */
export const inMemoryCataloguePictures = (editor: CatalogueEditor) => {
  const pictures = new Map<string, ProductPicture[]>();
  const audit: { product: string; before: string[]; after: string[] }[] = [];
  const files = (list: readonly PictureArrangement[]) => list.map((p) => p.file);
  const store: CataloguePictures = {
    list: async (product) => {
      const found = (await editor.snapshot()).products.find((p) => p.slug === product);
      return found ? { name: found.name, pictures: [...(pictures.get(product) ?? [])] } : null;
    },
    add: async (product, p) => {
      const own = pictures.get(product) ?? [];
      const added = { ...p, url: `/img/productos/${p.file}`, width: p.width, height: p.height };
      audit.push({ product, before: files(own), after: [...files(own), p.file] });
      pictures.set(product, [...own, added]);
    },
    arrange: async (product, before, after) => {
      const own = pictures.get(product) ?? [];
      if (files(own).join() !== before.join()) return 'stale';
      pictures.set(
        product,
        after.map((a) => ({ ...own.find((p) => p.file === a.file)!, ...a })),
      );
      audit.push({ product, before: [...before], after: files(after) });
      return 'done';
    },
  };
  return { store, audit };
};

/** A processor that takes any upload whose first byte is 0xff as a 800 px photo, as sharp would take a JPEG. */
export const fakePictureProcessor: PictureProcessor = {
  prepare: async (bytes) =>
    bytes[0] !== 0xff
      ? 'not-an-image'
      : { contentType: 'image/webp', extension: 'webp', bytes, width: 800, height: 800 },
};
