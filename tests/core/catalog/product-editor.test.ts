import { describe, expect, it } from 'vitest';
import { productEditor } from '../../../core/catalog/edit-product';
import { productPictures } from '../../../core/catalog/product-pictures';
import type { Actor } from '../../../core/operators/operator';
import { fakePictureProcessor, inMemoryCataloguePictures } from '../../fakes/in-memory-catalogue-pictures';
import { clock, editorOfTestCatalogue } from './catalogue-editor-fixture';

const actorAs = (role: Actor['role']): Actor => ({
  operatorId: 'op',
  name: `${role} <${role}@fornido.co>`,
  role,
  via: { kind: 'database' },
});

const setUp = () => {
  const fake = editorOfTestCatalogue();
  const pictures = inMemoryCataloguePictures(fake.editor);
  let n = 0;
  const ids = { newId: () => `ID-${(n += 1)}` };
  const drawn: { product: string; file: string }[] = [];
  return {
    fake,
    pictures,
    drawn,
    products: productEditor({ editor: fake.editor, pictures: pictures.store, clock }),
    photos: productPictures({
      pictures: pictures.store,
      processor: fakePictureProcessor,
      sizes: { drawAll: (picture) => void drawn.push(picture) },
      editor: fake.editor,
      clock,
      ids,
    }),
  };
};

const form = {
  slug: 'iso-nueva',
  name: 'Iso Nueva',
  brand: 'marca',
  category: 'proteinas',
  goal: 'definir',
  summary: 'Aislado para pruebas.',
  description: '',
  ingredients: 'Aislado de suero.',
  usage: 'Un scoop.',
  invima: 'RSiA20I000123',
  servingSize: '1 scoop (30 g)',
  seoTitle: '',
  seoDescription: '',
  active: true,
};
const variant = {
  sku: 'iso-2lb',
  size: '2 lb',
  flavour: '',
  weightGrams: 907,
  servings: 30,
  taxRate: 0.19,
  price: 199_900,
  compareAt: null,
  stock: 3,
  lowStockLevel: 5,
  active: true,
};

describe('the console’s product editor', () => {
  it('creates a product and its variant, each change audited under the operator from the console', async () => {
    const { products, fake } = setUp();
    const made = await products.createProduct(actorAs('manager'), form);
    expect(made).toMatchObject({ ok: true, value: { product: { slug: 'iso-nueva', goal: 'definir' }, variants: [] } });
    const added = await products.addVariant(actorAs('manager'), 'iso-nueva', variant);
    expect(added.ok && added.value.variants).toEqual([{ ...variant, sku: 'ISO-2LB', flavour: null }]);
    const audit = await fake.log.list({ limit: 5 });
    expect(audit.map((r) => [r.kind, r.subject, r.source, r.actor, r.before])).toEqual([
      ['variant', 'ISO-2LB', 'console', 'manager <manager@fornido.co>', null],
      ['product', 'iso-nueva', 'console', 'manager <manager@fornido.co>', null],
    ]);
    const again = await products.createProduct(actorAs('owner'), form);
    expect(again).toMatchObject({
      ok: false,
      error: { fields: { slug: 'Ya hay un producto con esa dirección: elige otra.' } },
    });
  });

  it('says in Spanish what is wrong with each field, and writes nothing', async () => {
    const { products, fake } = setUp();
    const wrong = await products.updateProduct(actorAs('manager'), 'proteina-01', {
      ...form,
      name: '',
      category: 'bebidas',
      goal: 'volumen',
      seoTitle: 'x'.repeat(71),
    });
    expect(wrong).toMatchObject({
      ok: false,
      error: {
        kind: 'invalid-input',
        message: 'Escribe el nombre.',
        fields: {
          name: 'Escribe el nombre.',
          category: 'Elige una categoría de la lista.',
          goal: 'Elige el objetivo del producto.',
          seoTitle: 'Máximo 70 caracteres.',
        },
      },
    });
    const badVariant = await products.addVariant(actorAs('manager'), 'proteina-01', {
      ...variant,
      sku: 'P01-2LB-CHOC',
      taxRate: 0.16,
      price: 0,
      weightGrams: 2.5,
    });
    expect(badVariant.ok ? null : badVariant.error).toMatchObject({
      fields: {
        taxRate: 'Elige el IVA: 0 %, 5 % o 19 %.',
        price: 'Escribe el precio en pesos: un número entero desde 1, sin puntos.',
        weightGrams: 'Escribe el peso en gramos: un número entero desde 1, sin puntos.',
      },
    });
    expect(fake.writes()).toBe(0);
  });

  it('leaves variants to the roles that write the catalogue: the warehouse adds deliveries by restock instead', async () => {
    const { products, fake } = setUp();
    const stored = (await fake.editor.snapshot()).variants.find((v) => v.sku === 'P02-2LB-CHOC')!;
    const { product: _p, sku: _s, ...fields } = stored;
    const asForm = { ...fields, flavour: fields.flavour ?? '' };
    expect(
      await products.updateVariant(actorAs('warehouse'), 'P02-2LB-CHOC', { ...asForm, price: 1_000 }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'forbidden', permission: 'catalogue.write' },
    });
    expect(await products.updateVariant(actorAs('warehouse'), 'P02-2LB-CHOC', { ...asForm, stock: 40 })).toMatchObject({
      ok: false,
      error: { kind: 'forbidden', permission: 'catalogue.write' },
    });
    expect(fake.writes()).toBe(0);
    expect(await products.updateVariant(actorAs('support'), 'P02-2LB-CHOC', { ...asForm, stock: 41 })).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
    expect(await products.updateProduct(actorAs('warehouse'), 'proteina-02', form)).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
  });
});

describe('a product’s pictures', () => {
  it('takes only photos, orders them, makes one a variant’s own and removes another', async () => {
    const { photos, pictures, drawn } = setUp();
    const manager = actorAs('manager');
    expect(await photos.add(manager, 'proteina-01', new Uint8Array([0x3c, 0x73]))).toMatchObject({
      ok: false,
      error: { fields: { picture: 'El archivo no es una foto JPEG, PNG, WebP o AVIF. Elige una imagen.' } },
    });
    await photos.add(manager, 'proteina-01', new Uint8Array([0xff, 1]));
    const two = await photos.add(manager, 'proteina-01', new Uint8Array([0xff, 2]));
    const [first, second] = two.ok ? two.value.map((p) => p.file) : [];
    expect([first, second]).toEqual(['proteina-01-id1.webp', 'proteina-01-id2.webp']);
    const up = await photos.arrange(manager, 'proteina-01', second, { kind: 'up' });
    expect(up.ok && up.value.map((p) => p.file)).toEqual([second, first]);
    const own = await photos.arrange(manager, 'proteina-01', first, { kind: 'variant', sku: 'P01-5LB-CHOC' });
    expect(own.ok && own.value[1]).toMatchObject({
      flavour: 'Chocolate',
      size: '5 lb',
      alt: 'Proteína 01, 5 lb, sabor chocolate',
    });
    expect(await photos.arrange(manager, 'proteina-01', first, { kind: 'variant', sku: 'P02-5LB-CHOC' })).toMatchObject(
      {
        ok: false,
        error: { kind: 'variant-not-found' },
      },
    );
    const removed = await photos.arrange(manager, 'proteina-01', second, { kind: 'remove' });
    expect(removed.ok && removed.value.map((p) => p.file)).toEqual([first]);
    expect(pictures.audit).toHaveLength(5);
    // Each picture taken is drawn at every size in the background; the refused upload never reached that far.
    expect(drawn).toEqual([
      { product: 'proteina-01', file: first },
      { product: 'proteina-01', file: second },
    ]);
    expect(await photos.add(actorAs('warehouse'), 'proteina-01', new Uint8Array([0xff]))).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
    expect(await photos.add(manager, 'proteina-01', new Uint8Array(5 * 1024 * 1024 + 1))).toMatchObject({
      ok: false,
      error: { kind: 'picture-too-large' },
    });
  });
});

describe('a picture’s text for people who do not see it', () => {
  const setUpWithPicture = async () => {
    const set = setUp();
    const added = await set.photos.add(actorAs('manager'), 'proteina-01', new Uint8Array([0xff, 1]));
    if (!added.ok) throw new Error(added.error.message);
    return { ...set, file: added.value[0].file };
  };

  it('is the product’s name until an operator writes one, then what they wrote, spaces tidied', async () => {
    const { photos, pictures, file } = await setUpWithPicture();
    const manager = actorAs('manager');
    expect((await pictures.store.list('proteina-01'))?.pictures[0].alt).toBe('Proteína 01');
    const described = await photos.arrange(manager, 'proteina-01', file, {
      kind: 'alt',
      text: '  Tarro de Proteína 01   sobre fondo blanco ',
    });
    expect(described.ok && described.value[0].alt).toBe('Tarro de Proteína 01 sobre fondo blanco');
    expect(pictures.audit).toHaveLength(2);
    // The same text again changes nothing, and audits nothing.
    await photos.arrange(manager, 'proteina-01', file, {
      kind: 'alt',
      text: 'Tarro de Proteína 01 sobre fondo blanco',
    });
    expect(pictures.audit).toHaveLength(2);
  });

  it('takes 1 to 125 characters, from roles that write the catalogue', async () => {
    const { photos, file } = await setUpWithPicture();
    const manager = actorAs('manager');
    const tooLong = await photos.arrange(manager, 'proteina-01', file, { kind: 'alt', text: 'ñ'.repeat(126) });
    const message = 'Escribe qué muestra la foto, de 1 a 125 caracteres.';
    expect(tooLong).toMatchObject({ ok: false, error: { kind: 'invalid-input', fields: { alt: message } } });
    const blank = await photos.arrange(manager, 'proteina-01', file, { kind: 'alt', text: '   ' });
    expect(blank).toMatchObject({ ok: false, error: { fields: { alt: message } } });
    const longest = await photos.arrange(manager, 'proteina-01', file, { kind: 'alt', text: 'ñ'.repeat(125) });
    expect(longest.ok && longest.value[0].alt).toHaveLength(125);
    const warehouse = await photos.arrange(actorAs('warehouse'), 'proteina-01', file, { kind: 'alt', text: 'Tarro' });
    expect(warehouse).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
  });

  it('follows the variant a picture is made the own of while it is the default, and stays once written', async () => {
    const { photos, file } = await setUpWithPicture();
    const manager = actorAs('manager');
    const own = await photos.arrange(manager, 'proteina-01', file, { kind: 'variant', sku: 'P01-5LB-CHOC' });
    expect(own.ok && own.value[0].alt).toBe('Proteína 01, 5 lb, sabor chocolate');
    await photos.arrange(manager, 'proteina-01', file, { kind: 'alt', text: 'Tarro grande de chocolate' });
    const back = await photos.arrange(manager, 'proteina-01', file, { kind: 'variant', sku: null });
    expect(back.ok && back.value[0]).toMatchObject({ alt: 'Tarro grande de chocolate', flavour: null, size: null });
  });
});
