import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { ChangeAuthor } from '../../core/catalog/catalogue-fields';
import type { CataloguePictures, PictureArrangement } from '../../core/catalog/ports';
import { imageUrl } from './catalog-sql';
import { recordCatalogueChanges } from './catalogue-change-log';
import type { Db } from './db';
import { productImages, products } from './schema/index';

const pictureColumns = {
  file: productImages.fileName,
  alt: productImages.alt,
  width: productImages.width,
  height: productImages.height,
  flavour: productImages.flavour,
  size: productImages.size,
};

const readPictures = async (db: Db, productId: number) =>
  (
    await db
      .select(pictureColumns)
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position), asc(productImages.id))
  ).map((p) => ({ ...p, url: imageUrl(p.file) }));

/** The product's row, held until the transaction ends: one change of its pictures at a time. */
const lockProduct = async (db: Db, slug: string) =>
  (
    await db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.slug, slug))
      .for('update')
  )[0];

/** What the audit keeps of a product's pictures: their files, labels and texts, in order. */
const audited = (pictures: readonly PictureArrangement[]) => ({
  pictures: pictures.map(({ file, flavour, size, alt }) => ({ file, flavour, size, alt })),
});

const record = (
  db: Db,
  product: string,
  before: readonly PictureArrangement[],
  after: readonly PictureArrangement[],
  by: ChangeAuthor,
) =>
  recordCatalogueChanges(
    db,
    [{ kind: 'product', subject: product, before: audited(before), after: audited(after) }],
    by,
  );

/** The products' pictures in SQL (the table the picture routes read). Writes hold the product's row; the triggers of
 * migration 0024 move the catalogue version. A raster picture is kept as base64 in the text column SVGs use. */
export const sqlCataloguePictures = (db: Db): CataloguePictures => ({
  list: async (product) => {
    const [row] = await db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.slug, product));
    return row ? { name: row.name, pictures: await readPictures(db, row.id) } : null;
  },

  add: (product, picture, by) =>
    db.transaction(async (tx) => {
      const row = await lockProduct(tx, product);
      if (!row) throw new Error(`No product ${product} to add a picture to`);
      const before = await readPictures(tx, row.id);
      const { file, alt, flavour, size, contentType, width, height } = picture;
      await tx.insert(productImages).values({
        productId: row.id,
        position: sql`(SELECT coalesce(max(position) + 1, 0) FROM product_images WHERE product_id = ${row.id})`,
        fileName: file,
        alt,
        flavour,
        size,
        contentType,
        body: Buffer.from(picture.bytes).toString('base64'),
        width,
        height,
      });
      await record(tx, product, before, [...before, picture], by);
    }),

  arrange: (product, before, after, by) =>
    db.transaction(async (tx) => {
      const row = await lockProduct(tx, product);
      const current = row ? await readPictures(tx, row.id) : [];
      if (!row || current.map((p) => p.file).join('\n') !== before.join('\n')) return 'stale' as const;
      const kept = after.map((p) => p.file);
      await tx
        .delete(productImages)
        .where(
          and(
            eq(productImages.productId, row.id),
            kept.length > 0 ? notInArray(productImages.fileName, kept) : undefined,
          ),
        );
      for (const [position, p] of after.entries())
        await tx
          .update(productImages)
          .set({ position, alt: p.alt, flavour: p.flavour, size: p.size })
          .where(and(eq(productImages.productId, row.id), eq(productImages.fileName, p.file)));
      await record(tx, product, current, after, by);
      return 'done' as const;
    }),
});
