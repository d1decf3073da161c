import { describe, expect, it } from 'vitest';
import { defaultCompany, type Company } from '../../../core/company/company';
import { CONFIGURABLE_PAYMENT_METHODS, PAYMENT_METHOD_TEXT, paidWithText } from '../../../core/payments/methods';
import { defaultPolicy } from '../../../core/policy/store-policy';
import { infoPages, type InfoPage } from '../../../core/content/info-pages';
import { withStoreFacts } from '../../../core/content/policy-text';

/** Every company fact ending in an abbreviation's dot, as an operator may well configure them. */
const dotted: Company = {
  ...defaultCompany,
  legalName: 'Suplementos del Oriente S.A.S.',
  address: 'Calle 36 # 27-52, Bucaramanga, Santander, Col.',
  city: 'Bogotá D.C.',
  hours: ['Lunes a viernes: 8:00 a. m. a 6:00 p. m.'],
};

const textOf = (page: InfoPage): string =>
  [
    page.title,
    page.description,
    ...page.blocks.flatMap((b) =>
      b.kind === 'ul' ? b.items : b.kind === 'p' || b.kind === 'h2' ? [b.text] : b.kind === 'video' ? [b.title] : [],
    ),
  ].join('\n');

/** A doubled full stop (an ellipsis "…" or "..." is not one), a doubled comma, colon or semicolon, or a comma before a
 * dot ("S.A.S.," is right: an abbreviation's dot takes the comma after it). */
const DOUBLED = /(?<!\.)\.\.(?!\.)|,,|::|;;|,\./;

/** The text around the first doubled mark, or null. */
const doubledIn = (text: string): string | null => {
  const found = DOUBLED.exec(text);
  return found ? text.slice(Math.max(0, found.index - 40), found.index + 40) : null;
};

describe('the information pages as shoppers read them', () => {
  it.each(infoPages.map((p) => [p.slug, p] as const))(
    '%s never doubles its punctuation, with the default facts or facts ending in a dot',
    (_slug, page) => {
      for (const company of [defaultCompany, dotted]) {
        const filled = withStoreFacts(page, {
          policy: defaultPolicy,
          methods: CONFIGURABLE_PAYMENT_METHODS,
          providers: new Map([['card', 'epayco']] as const),
          company,
          invoicing: true,
        });
        expect(doubledIn(textOf(filled))).toBeNull();
      }
    },
  );

  it('the check catches a doubled dot and leaves an ellipsis alone', () => {
    expect(DOUBLED.test('con domicilio en Bogotá D.C.. Estos')).toBe(true);
    expect(DOUBLED.test('Cargando... espera')).toBe(false);
  });

  it('writes "Bogotá D.C." at the end of a sentence with one dot (the terms page)', () => {
    const terms = infoPages.find((p) => p.slug === 'terminos-condiciones')!;
    const text = textOf(
      withStoreFacts(terms, {
        policy: defaultPolicy,
        methods: [],
        providers: new Map(),
        company: defaultCompany,
        invoicing: true,
      }),
    );
    expect(text).toContain('con domicilio en Calle 63 # 11-45, Local 2, Bogotá D.C. Estos términos');
  });
});

describe('payment method names', () => {
  it('are names, never slogans: "Pagado con …" and "Medio de pago: …" read as one sentence', () => {
    for (const method of Object.keys(PAYMENT_METHOD_TEXT) as (keyof typeof PAYMENT_METHOD_TEXT)[]) {
      expect(PAYMENT_METHOD_TEXT[method].label, method).not.toMatch(/[:.]/);
      expect(doubledIn(paidWithText(method)), method).toBeNull();
    }
    expect(paidWithText('addi')).toBe('Pagado con Addi. Pagarás a Addi en cuotas según tu plan.');
  });
});
