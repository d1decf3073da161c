import { describe, expect, it } from 'vitest';
import { T } from '../../../adapters/container';
import { enrolledOperator, operatorServer, withCookie } from '../support/operator-client';

const ctx = operatorServer();

const priceOf = async (slug: string, sku: string): Promise<number> =>
  (await ctx.shop.get(`/products/${slug}`)).json.product.variants.find((v: { sku: string }) => v.sku === sku).price;

describe('Catálogo: bulk prices, the catalogue file, categories and brands', () => {
  it('previews a percentage on a filtered set, then applies it, each variant audited', async () => {
    const manager = await enrolledOperator(ctx, 'manager');
    const as = withCookie(manager.cookie);
    const change = { percent: -12.5, brand: 'otra' };
    const preview = await ctx.admin.post('/catalogue/bulk-price/preview', change, as);
    expect(preview.status).toBe(200);
    // 89 900 × 0,875 = 78 662,5: to the nearest 100 pesos.
    expect(preview.json).toEqual([
      expect.objectContaining({
        sku: 'CRE-300G',
        before: { price: 89_900, compareAt: null },
        after: { price: 78_700, compareAt: null },
      }),
    ]);
    expect(await priceOf('creatina-pura', 'CRE-300G')).toBe(89_900);

    const stale = await ctx.admin.post(
      '/catalogue/bulk-price',
      { ...change, previewed: [{ sku: 'CRE-300G', price: 80_000 }] },
      as,
    );
    expect(stale.status).toBe(409);
    const applied = await ctx.admin.post(
      '/catalogue/bulk-price',
      { ...change, previewed: [{ sku: 'CRE-300G', price: 89_900 }] },
      as,
    );
    expect(applied.json).toEqual({ changed: 1 });
    expect(await priceOf('creatina-pura', 'CRE-300G')).toBe(78_700);
    const [audited] = await ctx.server.container.get(T.catalogueChanges).list({ subject: 'CRE-300G', limit: 1 });
    expect(audited).toMatchObject({ source: 'bulk-price', before: { price: 89_900 }, after: { price: 78_700 } });

    const zero = await ctx.admin.post('/catalogue/bulk-price/preview', { percent: 0 }, as);
    expect(zero.status).toBe(400);
    expect(zero.json.error.fields.percent).toMatch(/^Un cambio de 0 % no cambia nada/);
    const warehouse = await enrolledOperator(ctx, 'warehouse');
    expect((await ctx.admin.post('/catalogue/bulk-price/preview', change, withCookie(warehouse.cookie))).status).toBe(
      403,
    );
  });

  it('exports the catalogue file and reads it back: a dry run first, nothing written when a line is wrong', async () => {
    const manager = await enrolledOperator(ctx, 'manager');
    const as = withCookie(manager.cookie);
    const exported = await ctx.admin.get('/catalogue/export', as);
    expect(exported.json.variants).toBe(43);
    const csv: string = exported.json.csv;
    const same = await ctx.admin.post('/catalogue/import', { csv, dryRun: true }, as);
    expect(same.json.outcomes.every((o: { status: string }) => o.status === 'unchanged')).toBe(true);

    const line = csv.split('\r\n').find((l) => l.includes('P05-2LB-CHOC'))!;
    const edited = csv.replace(line, line.replace(',154000,', ',155900,'));
    const dry = await ctx.admin.post('/catalogue/import', { csv: edited, dryRun: true }, as);
    expect(dry.json.written).toBe(false);
    const changed = dry.json.outcomes.filter((o: { status: string }) => o.status !== 'unchanged');
    expect(changed).toEqual([
      {
        kind: 'variant',
        subject: 'P05-2LB-CHOC',
        line: expect.any(Number),
        status: 'changed',
        fields: [{ column: 'price', before: '154000', after: '155900' }],
      },
    ]);
    expect(await priceOf('proteina-05', 'P05-2LB-CHOC')).toBe(154_000);

    const broken = edited.replace(
      line.replace(',154000,', ',155900,'),
      line.replace(',154000,', ',155900,').replace(',yes', ',quizá'),
    );
    const refused = await ctx.admin.post('/catalogue/import', { csv: broken, dryRun: false }, as);
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatchObject({
      kind: 'invalid-file',
      message: 'El archivo tiene un problema: no se cambió nada.',
      errors: [{ line: changed[0].line, column: 'product_active', message: 'debe ser yes o no; dice "quizá"' }],
    });
    expect(await priceOf('proteina-05', 'P05-2LB-CHOC')).toBe(154_000);

    const written = await ctx.admin.post('/catalogue/import', { csv: edited, dryRun: false }, as);
    expect(written.json.written).toBe(true);
    expect(await priceOf('proteina-05', 'P05-2LB-CHOC')).toBe(155_900);
    const support = await enrolledOperator(ctx, 'support');
    expect((await ctx.admin.get('/catalogue/export', withCookie(support.cookie))).status).toBe(403);
  });

  it('creates and renames categories and brands, their addresses unchanged, the shop saying the new names', async () => {
    const manager = await enrolledOperator(ctx, 'manager');
    const as = withCookie(manager.cookie);
    const made = await ctx.admin.post('/catalogue/taxonomy', { kind: 'category', name: 'Pre-entrenos y Óxido' }, as);
    expect(made.status).toBe(201);
    expect(made.json.categories.at(-1)).toEqual({
      kind: 'category',
      slug: 'pre-entrenos-y-oxido',
      name: 'Pre-entrenos y Óxido',
      products: 0,
    });
    const twice = await ctx.admin.post('/catalogue/taxonomy', { kind: 'category', name: 'Pre-entrenos y óxido' }, as);
    expect(twice.status).toBe(400);
    expect(twice.json.error.fields.slug).toBe(
      'Ya hay una categoría con la dirección pre-entrenos-y-oxido: elige otra.',
    );
    const renamed = await ctx.admin.put('/catalogue/taxonomy/category/proteinas', { name: 'Proteínas en polvo' }, as);
    expect(renamed.json.categories[0]).toMatchObject({ slug: 'proteinas', name: 'Proteínas en polvo', products: 14 });
    expect((await ctx.shop.get('/categories')).json.categories[0]).toMatchObject({
      slug: 'proteinas',
      name: 'Proteínas en polvo',
    });
    const brand = await ctx.admin.put('/catalogue/taxonomy/brand/otra', { name: ' ' }, as);
    expect(brand.json.error.fields.name).toBe('Escribe el nombre.');
    expect((await ctx.admin.put('/catalogue/taxonomy/brand/nadie', { name: 'Nadie' }, as)).status).toBe(404);
    const [audited] = await ctx.server.container.get(T.catalogueChanges).list({ subject: 'proteinas', limit: 1 });
    expect(audited).toMatchObject({
      kind: 'category',
      before: { name: 'Proteínas' },
      after: { name: 'Proteínas en polvo' },
    });
  });
});
