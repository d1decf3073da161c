import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT } from '../../../web/state/checkout';
import {
  buyerErrors,
  firstIncompleteBefore,
  paymentRequest,
  shippingRequest,
  stepOfField,
  stepRedirect,
} from '../../../web/state/checkout-steps';
import { stepStatuses } from '../../../web/state/checkout-step-bar';
import { aDraft } from '../support/checkout-draft';

const lines = [{ sku: 'P02-2LB-CHOC', quantity: 2 }];
describe('the buyer step, checked as the server checks it', () => {
  it('has nothing to say about a complete buyer', () => {
    expect(buyerErrors(aDraft())).toEqual({});
  });

  it('names every wrong field in Spanish, the consent included', () => {
    const errors = buyerErrors(EMPTY_DRAFT);
    expect(Object.keys(errors).sort()).toEqual(
      ['consent', 'departmentCode', 'documentType', 'email', 'line1', 'name', 'phone'].sort(),
    );
    expect(errors.consent).toBe('Para comprar debes aceptar los términos y la política de tratamiento de datos.');
    expect(errors.departmentCode).toBe('Elige el departamento de entrega.');
    expect(errors.phone).toMatch(/^Escribe un celular colombiano de 10 dígitos/);
  });

  it('tells a missing document type at its select, and a wrong number at the number', () => {
    expect(buyerErrors(aDraft({ customer: { ...aDraft().customer, documentType: '' } }))).toEqual({
      documentType: expect.stringMatching(/^Elige un tipo de documento/),
    });
    expect(
      buyerErrors(aDraft({ customer: { ...aDraft().customer, documentType: 'NIT', documentNumber: '900123456-0' } })),
    ).toEqual({
      documentNumber: 'El dígito de verificación no corresponde a ese NIT. Revisa el número.',
    });
  });

  it('refuses a municipality outside the chosen department (DANE codes)', () => {
    const bogota = aDraft({ address: { ...aDraft().address, departmentCode: '05', municipalityCode: '11001' } });
    expect(buyerErrors(bogota)).toEqual({
      municipalityCode: 'Elige una ciudad o municipio del departamento seleccionado.',
    });
  });
});

describe('step guards', () => {
  it('lets the buyer step show once the cart has products', () => {
    expect(stepRedirect('buyer', [], aDraft())).toBe('/checkout/');
    expect(stepRedirect('buyer', lines, EMPTY_DRAFT)).toBeNull();
  });

  it('sends the shipping step back to the first incomplete step', () => {
    expect(stepRedirect('shipping', [], aDraft())).toBe('/checkout/');
    expect(stepRedirect('shipping', lines, EMPTY_DRAFT)).toBe('/checkout/datos-personales/');
    expect(stepRedirect('shipping', lines, aDraft({ consent: false }))).toBe('/checkout/datos-personales/');
    expect(stepRedirect('shipping', lines, aDraft())).toBeNull();
  });

  it('shows the payment step only with a valid buyer and a shipping method', () => {
    expect(firstIncompleteBefore('payment', lines, aDraft())).toBe('shipping');
    expect(stepRedirect('payment', lines, aDraft())).toBe('/checkout/metodo-envio/');
    expect(stepRedirect('payment', lines, aDraft({ shippingMethod: 'standard', consent: false }))).toBe(
      '/checkout/datos-personales/',
    );
    expect(stepRedirect('payment', [], aDraft({ shippingMethod: 'standard' }))).toBe('/checkout/');
    expect(stepRedirect('payment', lines, aDraft({ shippingMethod: 'express' }))).toBeNull();
  });

  it('sends a field refused by the server back to its step', () => {
    expect(['name', 'email', 'documentNumber', 'consent', 'municipalityCode', 'buyer'].map(stepOfField)).toEqual(
      Array(6).fill('buyer'),
    );
    expect([stepOfField('lines'), stepOfField('shippingMethod'), stepOfField('paymentMethod')]).toEqual([
      'cart',
      'shipping',
      'payment',
    ]);
  });
});

describe('price requests of the steps', () => {
  it("asks for the destination, then the buyer's document type and the chosen methods, never anything else of the draft", () => {
    const draft = aDraft();
    const cart = [{ sku: 'A1', quantity: 1, extra: 'x' }] as unknown as typeof lines;
    expect(shippingRequest(cart, draft)).toEqual({
      lines: [{ sku: 'A1', quantity: 1 }],
      destination: { departmentCode: '05', municipalityCode: '05001' },
    });
    expect(paymentRequest(lines, aDraft({ shippingMethod: 'standard' }))).toEqual({
      lines,
      destination: { departmentCode: '05', municipalityCode: '05001' },
      shippingMethod: 'standard',
      // Addi takes a cédula de ciudadanía only: the server says so beside it on this step.
      documentType: 'CC',
    });
    const typeless = aDraft({ shippingMethod: 'standard', customer: { ...aDraft().customer, documentType: '' } });
    expect(paymentRequest(lines, typeless)).not.toHaveProperty('documentType');
    expect(
      paymentRequest(lines, aDraft({ shippingMethod: 'standard', paymentMethod: 'cash-on-delivery' })).paymentMethod,
    ).toBe('cash-on-delivery');
  });
});

describe('the step bar', () => {
  const marks = (step: number, state: string | null) =>
    stepStatuses(step, state).map((s) => (s.done ? 'done' : s.waiting ? 'waiting' : s.current ? 'current' : '-'));

  it('marks the steps before as done and the one reached as current', () => {
    expect(marks(0, null)).toEqual(['current', '-', '-', '-', '-']);
    expect(marks(3, null)).toEqual(['done', 'done', 'done', 'current', '-']);
  });

  it('never shows "Confirmación" done while the order waits for its payment (or was cancelled unpaid)', () => {
    expect(marks(4, 'pending_payment')).toEqual(['done', 'done', 'done', 'waiting', '-']);
    expect(marks(4, 'cancelled')).toEqual(['done', 'done', 'done', 'waiting', '-']);
    for (const state of ['paid', 'confirmed', 'preparing', 'shipped', 'delivered'])
      expect(marks(4, state), state).toEqual(['done', 'done', 'done', 'done', 'done']);
  });
});
