import { describe, expect, it } from 'vitest';
import { defaultCompany } from '../../../core/company/company';
import { findInfoPage, type InfoPage } from '../../../core/content/info-pages';
import { withStoreFacts } from '../../../core/content/policy-text';
import { CONFIGURABLE_PAYMENT_METHODS } from '../../../core/payments/methods';
import { defaultPolicy } from '../../../core/policy/store-policy';

const faq = (invoicing: boolean): string => {
  const page = findInfoPage('preguntas-frecuentes') as InfoPage;
  const facts = {
    policy: defaultPolicy,
    methods: CONFIGURABLE_PAYMENT_METHODS,
    providers: new Map(),
    company: defaultCompany,
  };
  return withStoreFacts(page, { ...facts, invoicing })
    .blocks.map((b) => ('text' in b ? b.text : ''))
    .join('\n');
};

describe('the FAQ on electronic invoices', () => {
  it('promises the invoice by mail and on the order page while the store issues its own', () => {
    expect(faq(true)).toMatch(/factura electrónica de venta validada por la DIAN y te la enviamos al correo/);
    expect(faq(true)).toMatch(/nota crédito/);
  });

  it('says nothing about mailing it when invoices are made elsewhere (INVOICING=off)', () => {
    const text = faq(false);
    expect(text).toMatch(/emitimos una factura electrónica de venta/);
    expect(text).not.toMatch(/correo[^\n]*factura|factura[^\n]*correo|nota crédito/);
  });
});
