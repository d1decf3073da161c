import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ProductImageStore, ProductStore, StoredImage } from '../../core/catalog/ports';
import { formatPesos } from '../../core/shared/format';
import { err, ok, type Result } from '../../core/shared/result';
import { diskCache } from './disk-cache';
import { limitJobs, orBusy, type Busy, type JobLimiter } from './jobs';
import {
  CATEGORY_SLOTS,
  categoryCardSvg,
  pageCardSvg,
  PRODUCT_SLOT,
  productCardSvg,
  type PageCard,
  type Slot,
} from './og-template';
import { rasterize } from './rasterize';

/** Why a preview image was not drawn: nothing of that slug, or every image worker busy. */
export type SocialImageError = { readonly kind: 'not-found'; readonly message: string } | Busy;

/** Preview images for links shared on social networks and messengers: 1200×630 PNG. */
export type SocialImages = {
  /** The product's card: pack picture, name, brand and lowest price; not-found for no active product of that slug. */
  product(slug: string): Promise<Result<Buffer, SocialImageError>>;
  /** The category's card: name, product count and three of its pictures; not-found for an unknown category. */
  category(slug: string): Promise<Result<Buffer, SocialImageError>>;
  /** A store page's card (home, an information page), under `name`: its title on the brand's card. */
  page(name: string, card: PageCard): Promise<Result<Buffer, SocialImageError>>;
};

/** Where to cache, where the catalogue and its pictures come from, and the shared job limit. */
export type SocialImagesOptions = {
  /** Where finished cards are kept, e.g. `${DATA_DIR}/cache/img/og`. */
  readonly cacheDir: string;
  readonly products: ProductStore;
  readonly images: ProductImageStore;
  /** Shared with the resizer so the process never runs more sharp jobs than this allows. */
  readonly jobs?: JobLimiter;
  readonly onWriteError?: (error: unknown) => void;
};

type Placed = { readonly image: StoredImage; readonly slot: Slot };

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const NOT_FOUND = err({ kind: 'not-found', message: 'Imagen no encontrada.' } as const);
const PICTURE_PATH = /^\/img\/productos\/([^/?#]+)$/;

/** Builds the preview images from the catalogue, caching each under a hash of everything drawn on it. */
export const createSocialImages = (options: SocialImagesOptions): SocialImages => {
  const cache = diskCache(options.cacheDir, options.onWriteError);
  const jobs = options.jobs ?? limitJobs(2);

  const pictureOf = async (url: string | undefined): Promise<StoredImage | null> => {
    const file = url?.match(PICTURE_PATH)?.[1];
    return file ? options.images.findImage(file) : null;
  };

  // The key hashes the SVG and the pictures, so a new price or picture makes a new file, never a stale one.
  const card = async (folder: string, slug: string, svg: string, placed: readonly Placed[]) => {
    const hash = createHash('sha256').update(svg);
    for (const p of placed) hash.update('\0').update(p.image.body);
    const key = `${folder}/${slug}/${hash.digest('hex').slice(0, 16)}.png`;
    const made = await orBusy(cache.getOrCreate(key, () => jobs(() => compose(svg, placed))));
    return made.ok ? ok(made.value.bytes) : made;
  };

  return {
    product: async (slug) => {
      const product = SLUG.test(slug) ? await options.products.findProduct(slug) : null;
      if (!product || product.variants.length === 0) return NOT_FOUND;
      const prices = product.variants.map((v) => v.price);
      const picture = await pictureOf(product.images[0]?.url);
      const svg = productCardSvg({
        name: product.name,
        brand: product.brand.name,
        price: formatPesos(Math.min(...prices)),
        from: new Set(prices).size > 1,
        picture: picture !== null,
      });
      return card('productos', slug, svg, picture ? [{ image: picture, slot: PRODUCT_SLOT }] : []);
    },

    category: async (slug) => {
      const category = SLUG.test(slug) ? await options.products.findCategory(slug) : null;
      if (!category) return NOT_FOUND;
      const page = await options.products.listProducts({
        category: slug,
        sort: 'relevancia',
        offset: 0,
        limit: CATEGORY_SLOTS.length,
      });
      const pictures = (await Promise.all(page.items.map((item) => pictureOf(item.image?.url)))).filter(
        (p) => p !== null,
      );
      const svg = categoryCardSvg({
        name: category.name,
        count: page.total,
        description: category.description,
        pictures: pictures.length,
      });
      return card(
        'categorias',
        slug,
        svg,
        pictures.map((image, i) => ({ image, slot: CATEGORY_SLOTS[i] })),
      );
    },

    page: async (name, page) => (SLUG.test(name) ? card('paginas', name, pageCardSvg(page), []) : NOT_FOUND),
  };
};

/** Draws the layout and lays each picture, with rounded corners, into its slot. */
const compose = async (svg: string, placed: readonly Placed[]): Promise<Buffer> => {
  const layers = await Promise.all(
    placed.map(async ({ image, slot }) => {
      const radius = Math.round(slot.size * 0.05);
      const corners = Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${slot.size}" height="${slot.size}"><rect width="${slot.size}" height="${slot.size}" rx="${radius}" fill="#000"/></svg>`,
      );
      const square = await (await rasterize(image, slot.size, slot.size)).png().toBuffer();
      const input = await sharp(square)
        .ensureAlpha()
        .composite([{ input: corners, blend: 'dest-in' }])
        .png()
        .toBuffer();
      return { input, left: slot.left, top: slot.top };
    }),
  );
  return sharp(Buffer.from(svg)).composite(layers).png({ compressionLevel: 9 }).toBuffer();
};
