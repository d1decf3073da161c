import { namesOf } from '../../../adapters/shared/full-name';
import { describe, expect, it } from 'vitest';
import { endDateIn, expiryOf, invoiceOf } from '../../../adapters/epayco/invoice';
import { DOCUMENT_TYPES, type DocumentType } from '../../../core/people/documents';
import { aPaymentRequest } from '../../builders/payment-request';

const CONFIRMATION = 'https://fornido.co/api/v1/webhooks/epayco';
const withDocument = (documentType: DocumentType) =>
  aPaymentRequest({ buyer: { ...aPaymentRequest().buyer, documentType } });

describe('ePayco names', () => {
  it.each([
    ['Camila Rojas', 'Camila', 'Rojas'],
    ['María José Pérez Gómez', 'María', 'José Pérez Gómez'],
    ['  Laura   de la  Hoz ', 'Laura', 'de la Hoz'],
    ['Shakira', 'Shakira', 'Shakira'],
    ['', '', ''],
  ])('splits %j into the given name and the surnames', (full, name, lastName) => {
    expect(namesOf(full)).toEqual({ name, last_name: lastName });
  });
});

describe('ePayco invoice and buyer', () => {
  it('carries the order as the invoice, the IVA split, the buyer, the URLs and our attempt in extra1', () => {
    expect(invoiceOf(aPaymentRequest(), CONFIRMATION)).toEqual({
      invoice: 'FO-2026-000123',
      description: 'Pedido FO-2026-000123 en Fornido',
      value: '142800',
      tax: '20733',
      tax_base: '109167',
      ico: '0',
      currency: 'COP',
      doc_type: 'CC',
      doc_number: '1020304050',
      name: 'Camila',
      last_name: 'Rojas',
      email: 'camila@correo.co',
      cell_phone: '3001234567',
      country: 'CO',
      url_response: 'https://fornido.co/pedido/FO-2026-000123/',
      url_confirmation: CONFIRMATION,
      method_confirmation: 'POST',
      ip: '190.25.11.4',
      extra1: 'intento-1',
      extra2: 'FO-2026-000123',
    });
  });

  it.each([
    ['CC', 'CC'],
    ['CE', 'CE'],
    ['NIT', 'NIT'],
    ['TI', 'TI'],
    ['PP', 'PPN'],
    ['PPT', 'PPT'],
  ] as const)('names our document type %s as ePayco does (%s)', (ours, theirs) => {
    expect(invoiceOf(withDocument(ours), CONFIRMATION).doc_type).toBe(theirs);
  });

  it('has a name in ePayco for every document type the store takes', () => {
    for (const type of DOCUMENT_TYPES) expect(invoiceOf(withDocument(type), CONFIRMATION).doc_type).toMatch(/^[A-Z]+$/);
  });

  it('sends only the digits of the phone', () => {
    const request = aPaymentRequest({ buyer: { ...aPaymentRequest().buyer, phone: '300 123-4567' } });
    expect(invoiceOf(request, CONFIRMATION).cell_phone).toBe('3001234567');
  });
});

describe('ePayco end dates, in Bogotá (UTC−5)', () => {
  it.each([
    ['2026-11-22T12:00:00Z', 3, '2026-11-25'],
    // 22:00 of the 21st in Bogotá, although the 22nd in UTC.
    ['2026-11-22T03:00:00Z', 3, '2026-11-24'],
    ['2026-11-22T04:59:59Z', 1, '2026-11-22'],
    ['2026-11-22T05:00:00Z', 1, '2026-11-23'],
    ['2026-12-30T15:00:00Z', 3, '2027-01-02'],
    ['2028-02-27T15:00:00Z', 2, '2028-02-29'],
  ])('from %s, %i days ahead is %s', (now, days, date) => {
    expect(endDateIn(new Date(now), days)).toBe(date);
  });
});

describe('ePayco fechaexpiracion', () => {
  it('reads "YYYY-MM-DD HH:mm:ss" as Bogotá time', () => {
    expect(expiryOf('2026-11-27 23:59:59')).toEqual(new Date('2026-11-28T04:59:59Z'));
    expect(expiryOf(' 2026-11-27 08:30:00 ')).toEqual(new Date('2026-11-27T13:30:00Z'));
  });

  it('reads a bare date as the end of that day in Bogotá', () => {
    expect(expiryOf('2026-11-27')).toEqual(new Date('2026-11-28T04:59:59.999Z'));
  });

  it('reads ISO times, in Bogotá unless they name their offset', () => {
    expect(expiryOf('2026-11-27T23:59:59')).toEqual(new Date('2026-11-28T04:59:59Z'));
    expect(expiryOf('2026-11-27T23:59:59Z')).toEqual(new Date('2026-11-27T23:59:59Z'));
    expect(expiryOf('2026-11-27T23:59:59-05:00')).toEqual(new Date('2026-11-28T04:59:59Z'));
  });

  it.each([undefined, '', '   ', 'mañana', '27/11/2026', '2026-13-40', '2026-11-31 10:00:00'])(
    'gives no expiry for %j',
    (text) => {
      expect(expiryOf(text)).toBeNull();
    },
  );
});
