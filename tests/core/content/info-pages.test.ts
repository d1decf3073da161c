import { describe, it, expect } from 'vitest';
import { defaultCompany, nitDisplay, type Company } from '../../../core/company/company';
import { SIC } from '../../../core/content/company';
import { defaultPolicy } from '../../../core/policy/store-policy';
import { pesos } from '../../../core/shared/money';
import { findInfoPage, infoPages as rawPages, type InfoPage } from '../../../core/content/info-pages';
import { withStoreFacts } from '../../../core/content/policy-text';
import { CONFIGURABLE_PAYMENT_METHODS } from '../../../core/payments/methods';

/** The pages as shoppers read them: with the default policy's figures written in. */
const facts = {
  policy: defaultPolicy,
  methods: CONFIGURABLE_PAYMENT_METHODS,
  providers: new Map([['card', 'mercadopago']] as const),
  company: defaultCompany,
  invoicing: true,
};
const infoPages = rawPages.map((p) => withStoreFacts(p, facts));
const { company } = facts;

/** Every piece of text a page shows: title, description and blocks. */
const textsOf = (page: InfoPage): string[] => [
  page.title,
  page.description,
  ...page.blocks.flatMap((block) => {
    switch (block.kind) {
      case 'ul':
        return block.items;
      case 'links':
        return block.items.map((l) => l.label);
      case 'video':
        return [block.title];
      case 'p':
      case 'h2':
        return [block.text];
      default:
        return [];
    }
  }),
];
const fullText = (page: InfoPage): string => textsOf(page).join('\n');

const page = (slug: string): InfoPage => {
  const found = findInfoPage(slug);
  return withStoreFacts(found ?? expect.unreachable(`missing page ${slug}`), facts);
};

/** DIAN modulo-11 check digit, written independently of the content module. */
const dianCheckDigit = (nit: string): number => {
  const weights = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];
  const digits = nit.split('').reverse().map(Number);
  const sum = digits.reduce((acc, digit, i) => acc + digit * weights[i], 0);
  const r = sum % 11;
  return r === 0 || r === 1 ? r : 11 - r;
};

const EXPECTED_SLUGS = [
  'terminos-condiciones',
  'politica-privacidad',
  'metodo-formas-envio',
  'politica-devolucion',
  'metodo-formas-pago',
  'preguntas-frecuentes',
  'quienes-somos',
  'contactenos',
  'franquicias',
  'guia',
  'tiendas',
  'notificaciones-judiciales',
];

describe('info pages: shape', () => {
  it('has exactly the expected pages, with unique lowercase kebab-case slugs', () => {
    const slugs = infoPages.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect([...slugs].sort()).toEqual([...EXPECTED_SLUGS].sort());
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it.each(infoPages.map((p) => [p.slug, p] as const))(
    '%s has a title, a meta description and enough content',
    (_, p) => {
      expect(p.title.trim().length).toBeGreaterThan(0);
      expect(p.description.trim().length).toBeGreaterThan(50);
      expect(p.description.length).toBeLessThanOrEqual(155);
      expect(p.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(p.updated >= '2026-11-22' && p.updated <= '2026-11-28').toBe(true);
      expect(p.blocks.length).toBeGreaterThanOrEqual(3);
      for (const block of p.blocks) {
        if (block.kind === 'ul' || block.kind === 'links') expect(block.items.length).toBeGreaterThan(0);
        for (const text of textsOf({ ...p, blocks: [block] }).slice(2)) expect(text.trim().length).toBeGreaterThan(0);
      }
    },
  );

  it.each(infoPages.map((p) => [p.slug, p] as const))('%s has no placeholders', (_, p) => {
    const text = fullText(p);
    expect(text).not.toMatch(/lorem/i);
    expect(text).not.toMatch(/próximamente/i);
    expect(text).not.toMatch(/\bTODO\b/);
    expect(text).not.toMatch(/\b(?:TBD|FIXME|XXX)\b/);
    expect(text).not.toMatch(/\$\{|\{\{|undefined|\[object/);
  });

  it('findInfoPage finds each page by slug and returns undefined for unknown slugs', () => {
    for (const p of rawPages) expect(findInfoPage(p.slug)).toBe(p);
    expect(findInfoPage('no-existe')).toBeUndefined();
  });
});

describe('info pages: money and numbers', () => {
  it.each(infoPages.map((p) => [p.slug, p] as const))('%s writes money as "$ 4.000.000"', (_, p) => {
    for (const text of textsOf(p)) {
      const amounts = text.match(/\$\s*\d(?:[\d.,]*\d)?/g) ?? [];
      for (const amount of amounts) expect(amount).toMatch(/^\$ \d{1,3}(?:\.\d{3})*$/);
      // No amount written without its dots (e.g. "4000000" or "500000").
      expect(text).not.toMatch(/\d{5,}/);
      expect(text).not.toMatch(/\bCOP\s*\d/);
    }
  });

  it('quotes the policy thresholds where they apply', () => {
    for (const slug of ['terminos-condiciones', 'metodo-formas-envio'])
      expect(fullText(page(slug))).toContain('$ 4.000.000');
    for (const slug of ['terminos-condiciones', 'metodo-formas-pago', 'preguntas-frecuentes']) {
      const text = fullText(page(slug));
      expect(text).toContain('$ 500.000');
      expect(text).toContain('5 %');
      // The limit counts the shipping (POLICY.md: subtotal − gift credit + shipping), and the pages say so.
      expect(text, slug).toMatch(/total (del pedido |de tu pedido )?con envío[^.]*menor de \$ 500\.000/);
    }
    expect(fullText(page('terminos-condiciones'))).toContain('7 %');
    expect(fullText(page('metodo-formas-envio'))).toMatch(/2 a 5 días hábiles/);
    expect(fullText(page('metodo-formas-envio'))).toMatch(/1 a 2 días hábiles/);
  });

  it('the FAQ has 10 to 14 questions', () => {
    const questions = page('preguntas-frecuentes').blocks.filter((b) => b.kind === 'h2');
    expect(questions.length).toBeGreaterThanOrEqual(10);
    expect(questions.length).toBeLessThanOrEqual(14);
    for (const q of questions) expect(q.kind === 'h2' && q.text.startsWith('¿') && q.text.endsWith('?')).toBe(true);
  });
});

describe('info pages: legal content', () => {
  it('the privacy page cites Ley 1581 de 2012 and Decreto 1377 de 2013, the NIT and the response times', () => {
    const text = fullText(page('politica-privacidad'));
    expect(text).toContain('Ley 1581 de 2012');
    expect(text).toContain('Decreto 1377 de 2013');
    expect(text).toContain(nitDisplay(company));
    expect(text).toContain(company.legalName);
    expect(text).toContain('10 días hábiles');
    expect(text).toContain('15 días hábiles');
    for (const right of ['conocer', 'actualizar', 'rectificar', 'revocar', 'supresión'])
      expect(text.toLowerCase()).toContain(right);
  });

  it('the returns page cites Ley 1480 de 2011, 5 días hábiles, 30 días calendario and the reversal rules', () => {
    const text = fullText(page('politica-devolucion'));
    expect(text).toContain('Ley 1480 de 2011');
    expect(text).toContain('5 días hábiles');
    expect(text).toContain('30 días calendario');
    expect(text).toContain('Decreto 587 de 2016');
    expect(text).toMatch(/artículo 47/);
    expect(text).toMatch(/artículo 51/);
  });

  it('the terms cite the consumer statute and the e-commerce decree', () => {
    const text = fullText(page('terminos-condiciones'));
    expect(text).toContain('Ley 1480 de 2011');
    expect(text).toContain('Decreto 1074 de 2015');
    expect(text).toContain(nitDisplay(company));
  });

  it('the contact page names the SIC and links to it', () => {
    const text = fullText(page('contactenos'));
    expect(text).toContain('Superintendencia de Industria y Comercio');
    expect(text).toContain(SIC.url);
    expect(text).toContain(company.email);
    expect(text).toContain(company.whatsapp);
  });
});

describe('company facts', () => {
  it('the default NIT is 9 digits starting with 901 and its DIAN check digit is correct', () => {
    expect(company.nit).toMatch(/^901\d{6}$/);
    expect(dianCheckDigit(company.nit)).toBe(company.nitCheckDigit);
    const [, a, b, c, dv] = /^(\d{3})\.(\d{3})\.(\d{3})-(\d)$/.exec(nitDisplay(company)) ?? [];
    expect(`${a}${b}${c}`).toBe(company.nit);
    expect(Number(dv)).toBe(dianCheckDigit(company.nit));
  });

  it('the check-digit rule matches known DIAN examples', () => {
    // Published NITs: DIAN 800.197.268-4, Bancolombia 890.903.938-8, Ecopetrol 899.999.068-1.
    expect(dianCheckDigit('800197268')).toBe(4);
    expect(dianCheckDigit('890903938')).toBe(8);
    expect(dianCheckDigit('899999068')).toBe(1);
  });

  it('has consistent default contact data', () => {
    expect(company.legalName).toBe('Fornido S.A.S.');
    expect(company.email).toBe('contacto@fornido.co');
    expect(company.phone).toMatch(/^\+57 601 \d{3} \d{4}$/);
    expect(company.whatsapp).toMatch(/^\+57 3\d{2} \d{3} \d{4}$/);
    expect(company.address).toContain('Bogotá D.C.');
    expect(SIC.url).toBe('https://www.sic.gov.co');
  });

  it('pages follow the configured company: name, NIT, address, channels, judicial email and hours', () => {
    const other: Company = {
      legalName: 'Suplementos del Valle S.A.S.',
      nit: '900123456',
      nitCheckDigit: dianCheckDigit('900123456'),
      address: 'Calle 5 # 38-20, Cali',
      city: 'Cali',
      phone: '+57 602 555 1234',
      whatsapp: '+57 300 111 2233',
      email: 'hola@valle.co',
      judicialEmail: 'juridica@valle.co',
      hours: ['Lunes a viernes: 7:00 a. m. a 5:00 p. m.', 'Sábados: cerrado'],
    };
    const shown = (slug: string) =>
      fullText(
        withStoreFacts(findInfoPage(slug)!, {
          ...facts,
          company: other,
        }),
      );
    const judicial = shown('notificaciones-judiciales');
    for (const fact of ['Suplementos del Valle S.A.S.', '900.123.456-' + other.nitCheckDigit, 'Calle 5 # 38-20, Cali'])
      expect(judicial).toContain(fact);
    expect(judicial).toContain('juridica@valle.co');
    const contact = shown('contactenos');
    for (const fact of [
      '+57 602 555 1234',
      '+57 300 111 2233',
      'hola@valle.co',
      'Lunes a viernes: 7:00 a. m. a 5:00 p. m.',
    ])
      expect(contact).toContain(fact);
    expect(shown('quienes-somos')).toContain('Lunes a viernes: 7:00 a. m. a 5:00 p. m.; sábados: cerrado');
    for (const p of infoPages.map((i) => i.slug)) {
      const text = shown(p);
      expect(text).not.toContain('Fornido S.A.S.');
      expect(text).not.toContain(nitDisplay(defaultCompany));
      expect(text).not.toContain(defaultCompany.email);
    }
  });
});

describe('info pages: figures from the store policy', () => {
  it('follow a changed policy, so the text never contradicts the rules', () => {
    const policy = {
      ...defaultPolicy,
      freeShippingThreshold: pesos(3_500_000),
      contraentregaSurcharge: 0.04,
      deliveryDays: { ...defaultPolicy.deliveryDays, standard: { min: 3, max: 6 } },
    };
    const envios = fullText(withStoreFacts(findInfoPage('metodo-formas-envio')!, { ...facts, policy }));
    expect(envios).toContain('$ 3.500.000');
    expect(envios).toContain('3 a 6 días hábiles');
    expect(envios).not.toContain('$ 4.000.000');
    const pagos = fullText(withStoreFacts(findInfoPage('metodo-formas-pago')!, { ...facts, policy }));
    expect(pagos).toContain('recargo del 4 %');
    expect(pagos).toContain('el recargo es de $ 8.000 y pagas $ 208.000');
  });

  it('name only the payment methods the store offers, on the payment methods page', () => {
    const offered = fullText(
      withStoreFacts(findInfoPage('metodo-formas-pago')!, { ...facts, methods: ['nequi', 'cash-on-delivery'] }),
    );
    expect(offered).toContain('Nequi');
    expect(offered).toContain('código QR');
    expect(offered).toContain('Contraentrega');
    for (const absent of ['PSE', 'MercadoPago', 'Addi', 'SafetyPay', 'ePayco', 'Tarjeta de prueba'])
      expect(offered).not.toContain(absent);
    expect(
      withStoreFacts(findInfoPage('metodo-formas-pago')!, { ...facts, methods: ['nequi', 'cash-on-delivery'] })
        .description,
    ).toBe('Medios de pago de Fornido: Nequi o contraentrega. Precios en pesos, IVA incluido.');
  });

  it('say who takes cards: Mercado Pago or ePayco, as configured', () => {
    const page = findInfoPage('metodo-formas-pago')!;
    const byMercadoPago = fullText(withStoreFacts(page, facts));
    expect(byMercadoPago).toContain('Tarjeta de crédito o débito (Mercado Pago)');
    expect(byMercadoPago).not.toContain('pasarela de ePayco');
    const byEpayco = fullText(withStoreFacts(page, { ...facts, providers: new Map([['card', 'epayco']] as const) }));
    expect(byEpayco).toContain('Tarjeta de crédito o débito (ePayco)');
    expect(byEpayco).not.toContain('Mercado Pago');
  });

  it('refuse a figure the policy does not have', () => {
    const page = {
      ...findInfoPage('metodo-formas-envio')!,
      blocks: [{ kind: 'p' as const, text: 'Envío en {{dias-luna}}.' }],
    };
    expect(() => withStoreFacts(page, facts)).toThrow(/dias-luna/);
  });
});
