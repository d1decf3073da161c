import { productImageSvg } from './product-image';
import type { SeedBrand, SeedProduct } from './seed-types';

/** One generated picture of a product, as the seeder stores it. */
export type SeedPicture = {
  readonly fileName: string;
  readonly alt: string;
  readonly flavour: string | null;
  readonly size: string;
  readonly body: string;
};

const slugify = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * A picture for every size and flavour the product comes in, each label printing its own size, so the page shows
 * the 5 lb jar when 5 lb is chosen. The first picture of each flavour (its first size) comes first and keeps its
 * name (`{slug}-{flavour}.svg`), so cards and shared links keep their picture; the other sizes follow as
 * `{slug}-{size}-{flavour}.svg`.
 */
export const variantPictures = (p: SeedProduct, brand: SeedBrand): SeedPicture[] => {
  const draw = (flavour: string | null, size: string) =>
    productImageSvg({
      name: p.name,
      brandName: brand.name,
      colour: brand.colour,
      accent: brand.accent,
      pack: p.pack,
      flavour,
      size,
    });
  const flavourPart = (flavour: string | null) => (flavour ? slugify(flavour) : 'principal');
  const described = (flavour: string | null, size: string | null) =>
    `${p.name} de ${brand.name}${flavour ? `, sabor ${flavour.toLowerCase()}` : ''}${size ? `, ${size}` : ''}`;
  const flavours = [...new Set(p.variants.map((v) => v.flavour))];
  const firsts = flavours.map((flavour) => {
    const size = p.variants.find((v) => v.flavour === flavour)!.size;
    // Named as before sizes had pictures of their own: its alt says what the search index and the cards already say.
    return { fileName: `${p.slug}-${flavourPart(flavour)}.svg`, alt: described(flavour, null), flavour, size };
  });
  const others = p.variants
    .filter((v) => !firsts.some((f) => f.flavour === v.flavour && f.size === v.size))
    .map((v) => ({
      fileName: `${p.slug}-${slugify(v.size)}-${flavourPart(v.flavour)}.svg`,
      alt: described(v.flavour, v.size),
      flavour: v.flavour,
      size: v.size,
    }));
  return [...firsts, ...others].map((picture) => ({ ...picture, body: draw(picture.flavour, picture.size) }));
};
