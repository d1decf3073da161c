import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { T } from '../../../adapters/container';
import { enrolledOperator, operatorServer, withCookie } from '../support/operator-client';
import { aPhoto, uploadPicture } from '../support/picture-upload';

const ctx = operatorServer();

const aProductForm = (over: Record<string, unknown> = {}) => ({
  slug: 'whey-consola',
  name: 'Whey de la Consola',
  brand: 'marca',
  category: 'proteinas',
  goal: 'ganar-masa',
  summary: 'Proteína de suero creada desde la consola.',
  description: 'Primer párrafo.\n\nSegundo párrafo.',
  ingredients: 'Suero de leche.',
  usage: 'Un scoop al día.',
  invima: 'RSiA20I000777',
  servingSize: '1 scoop (30 g)',
  seoTitle: 'Whey de la Consola en Colombia',
  seoDescription: '',
  active: true,
  ...over,
});

const aVariantForm = (over: Record<string, unknown> = {}) => ({
  sku: 'WC-2LB-CHOC',
  size: '2 lb',
  flavour: 'Chocolate',
  weightGrams: 907,
  servings: 30,
  taxRate: 0.19,
  price: 159_900,
  compareAt: 179_900,
  stock: 12,
  lowStockLevel: 4,
  active: true,
  ...over,
});

const upload = (slug: string, bytes: Uint8Array, cookie: string, type = 'image/jpeg') =>
  uploadPicture(ctx, slug, bytes, cookie, type);

describe('Catálogo: products, variants and pictures', () => {
  it('lets a manager create a product with its variants and a photo, which the shop then shows', async () => {
    const manager = await enrolledOperator(ctx, 'manager');
    const as = withCookie(manager.cookie);
    const made = await ctx.admin.post('/catalogue/products', aProductForm(), as);
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ product: { slug: 'whey-consola', active: true }, variants: [], pictures: [] });
    // Without an active variant it is not in the shop yet.
    expect((await ctx.shop.get('/products/whey-consola')).status).toBe(404);

    expect((await ctx.admin.post('/catalogue/products/whey-consola/variants', aVariantForm(), as)).status).toBe(201);
    const second = aVariantForm({
      sku: 'wc-5lb-choc',
      size: '5 lb',
      weightGrams: 2268,
      price: 329_900,
      compareAt: null,
    });
    const added = await ctx.admin.post('/catalogue/products/whey-consola/variants', second, as);
    expect(added.json.variants.map((v: { sku: string }) => v.sku)).toEqual(['WC-2LB-CHOC', 'WC-5LB-CHOC']);

    const photo = await upload('whey-consola', await aPhoto(), manager.cookie);
    expect(photo.status).toBe(201);
    const [picture] = (await photo.json()) as { file: string; url: string; width: number; height: number }[];
    expect(picture).toMatchObject({ width: 600, height: 600 });
    expect(picture.file).toMatch(/^whey-consola-[a-z0-9]+\.webp$/);
    const drawn = await ctx.server.get(`${picture.url}?w=320`, { headers: { Accept: 'image/webp' } });
    expect(drawn.status).toBe(200);
    expect(drawn.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await drawn.arrayBuffer())).metadata()).width).toBe(320);

    const shown = await ctx.shop.get('/products/whey-consola');
    expect(shown.status).toBe(200);
    expect(shown.json.product).toMatchObject({
      name: 'Whey de la Consola',
      seoTitle: 'Whey de la Consola en Colombia',
    });
    expect(shown.json.product.variants.map((v: { price: number }) => v.price)).toEqual([159_900, 329_900]);
    expect(shown.json.product.images[0].url).toBe(picture.url);

    const audit = await ctx.server.container.get(T.catalogueChanges).list({ subject: 'WC-2LB-CHOC', limit: 5 });
    expect(audit[0]).toMatchObject({ actor: expect.stringContaining(manager.email), source: 'console', before: null });
  });

  it('answers bad input 400 naming each wrong field, in Spanish, and changes nothing', async () => {
    const manager = await enrolledOperator(ctx, 'manager');
    const as = withCookie(manager.cookie);
    const bad = await ctx.admin.post(
      '/catalogue/products',
      aProductForm({ slug: 'Whey Nuevo', summary: ' ', brand: 'no-existe' }),
      as,
    );
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toEqual({
      slug: 'Usa minúsculas sin tildes, números y guiones, sin espacios (por ejemplo whey-gold-standard).',
      brand: 'Elige una marca de la lista.',
      summary: 'Escribe una frase que resuma el producto.',
    });
    const wrongType = await ctx.admin.post('/catalogue/products', aProductForm({ active: 'sí' }), as);
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.error.fields.active).toBe('Indica si está a la venta.');
    const cheaper = await ctx.admin.put(
      '/catalogue/variants/P01-2LB-CHOC',
      aVariantForm({ sku: undefined, price: 150_000, compareAt: 140_000, stock: 1.5 }),
      as,
    );
    expect(cheaper.status).toBe(400);
    expect(cheaper.json.error.fields).toEqual({
      compareAt: 'El precio "antes" debe ser mayor que el precio, o quedar vacío.',
      stock: 'Escribe las unidades en stock: un número entero desde 0, sin puntos.',
    });
    const twin = await ctx.admin.post(
      '/catalogue/products/proteina-01/variants',
      aVariantForm({ sku: 'P01-OTRA', size: '2 lb', flavour: 'Chocolate' }),
      as,
    );
    expect(twin.json.error.fields.size).toBe(
      'Este producto ya tiene la presentación 2 lb sabor Chocolate (P01-2LB-CHOC).',
    );
    const notAPhoto = await upload(
      'proteina-01',
      new TextEncoder().encode('<svg onload="alert(1)"/>'),
      manager.cookie,
      'image/svg+xml',
    );
    expect(notAPhoto.status).toBe(400);
    expect(((await notAPhoto.json()) as { error: { fields: { picture: string } } }).error.fields.picture).toBe(
      'El archivo no es una foto JPEG, PNG, WebP o AVIF. Elige una imagen.',
    );
    const huge = await upload('proteina-01', new Uint8Array(5 * 1024 * 1024 + 1), manager.cookie);
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: { message: string } }).error.message).toBe(
      'La foto pesa más de 5 MB: redúcela antes de subirla.',
    );
    const seeded = (await ctx.shop.get('/products/proteina-01')).json.product;
    expect(seeded.images).toHaveLength(3);
    expect(seeded.variants.find((v: { sku: string }) => v.sku === 'P01-2LB-CHOC').price).toBe(150_000);
  });

  it('keeps the warehouse out of the catalogue (403) but lets it add a delivery to a variant’s stock', async () => {
    const warehouse = await enrolledOperator(ctx, 'warehouse');
    const as = withCookie(warehouse.cookie);
    const manager = withCookie((await enrolledOperator(ctx, 'manager')).cookie);
    const sheet = await ctx.admin.get('/catalogue/products/proteina-02', manager);
    const refused = await ctx.admin.get('/catalogue/products/proteina-02', as);
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe('Tu rol no permite esta acción. Pídesela a un dueño o administrador.');
    const edit = await ctx.admin.put('/catalogue/products/proteina-02', { ...sheet.json.product, name: 'Otra' }, as);
    expect(edit.status).toBe(403);
    const { sku, ...variant } = sheet.json.variants[0];
    expect((await ctx.admin.put(`/catalogue/variants/${sku}`, { ...variant, stock: 1 }, as)).status).toBe(403);
    // Its Stock page: every variant's stock, and a delivery added.
    const listed = await ctx.admin.get('/catalogue/variants', as);
    expect(listed.status).toBe(200);
    expect(listed.json.find((v: { sku: string }) => v.sku === sku).stock).toBe(variant.stock);
    const restocked = await ctx.admin.post(`/catalogue/variants/${sku}/restock`, { units: 7 }, as);
    expect(restocked.status).toBe(200);
    expect(restocked.json).toMatchObject({ sku, before: variant.stock, after: variant.stock + 7 });
    expect(await upload('proteina-02', await aPhoto(), warehouse.cookie).then((r) => r.status)).toBe(403);
  });

  it('refuses a write from another site (403), cookie or not', async () => {
    const manager = await enrolledOperator(ctx, 'manager');
    const crossSite = await ctx.admin.post(
      '/catalogue/products',
      aProductForm({ slug: 'desde-otro-sitio' }),
      withCookie(manager.cookie, { origin: 'https://evil.example' }),
    );
    expect(crossSite.status).toBe(403);
    expect((await ctx.admin.get('/catalogue/products/desde-otro-sitio', withCookie(manager.cookie))).status).toBe(404);
  });

  it('orders, labels and removes pictures, each change seen by the product page', async () => {
    const manager = await enrolledOperator(ctx, 'manager');
    const as = withCookie(manager.cookie);
    const before = (await ctx.admin.get('/catalogue/products/proteina-03', as)).json.pictures as { file: string }[];
    const [first, second, third] = before.map((p) => p.file);
    const path = (file: string) => `/catalogue/products/proteina-03/pictures/${file}`;
    const moved = await ctx.admin.post(path(second), { move: 'up' }, as);
    expect(moved.json.map((p: { file: string }) => p.file)).toEqual([second, first, third]);
    const own = await ctx.admin.post(path(first), { move: 'variant', sku: 'P03-5LB-CHOC' }, as);
    expect(own.json.find((p: { file: string }) => p.file === first)).toMatchObject({
      flavour: 'Chocolate',
      size: '5 lb',
    });
    const removed = await ctx.admin.post(path(second), { move: 'remove' }, as);
    expect(removed.json.map((p: { file: string }) => p.file)).toEqual([first, third]);
    expect(
      (await ctx.shop.get('/products/proteina-03')).json.product.images.map((i: { url: string }) => i.url),
    ).toEqual([`/img/productos/${first}`, `/img/productos/${third}`]);
    expect((await ctx.admin.post(path('no-existe.webp'), { move: 'up' }, as)).status).toBe(404);
  });
});
