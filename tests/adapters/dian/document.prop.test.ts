import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Certificate, testCertificate } from '../../../adapters/dian/certificate';
import { codeOfDocument } from '../../../adapters/dian/cufe';
import { checkDocument } from '../../../adapters/dian/document-checks';
import { prepareDocument } from '../../../adapters/dian/document';
import { parseXml, textAt } from '../../../adapters/dian/read-document';
import type { DianIdType, InvoiceDraft } from '../../../core/invoicing/invoice';
import { aBuyer, aDraft, aLine, habilitacion } from './support/dian-fixtures';

// fast-check prints the seed and the shrunk counterexample of a failure; those found become cases of document.test.ts.

let certificate: Certificate;
beforeAll(() => {
  certificate = testCertificate(null);
});

const ID_TYPES: readonly DianIdType[] = ['12', '13', '22', '31', '41', '47', '48'];
// Any text: XML's specials, control characters, lone surrogates (the documents leave out what XML cannot carry).
const text = fc.string({ unit: 'binary', minLength: 1, maxLength: 24 });

const buyers = fc.record({
  idType: fc.constantFrom(...ID_TYPES),
  idNumber: fc.stringMatching(/^[1-9]\d{5,11}$/),
  checkDigit: fc.integer({ min: 0, max: 9 }),
  finalConsumer: fc.boolean(),
  name: text,
});

const lines = fc.array(
  fc.record({
    code: fc.stringMatching(/^[A-Z]{2,6}-\d{1,4}$/),
    quantity: fc.integer({ min: 1, max: 6 }),
    gross: fc.integer({ min: 1_000, max: 3_000_000 }),
    rate: fc.constantFrom(0 as const, 0.05 as const, 0.19 as const),
    description: text,
  }),
  { minLength: 1, maxLength: 6 },
);

// Inside the habilitación resolution's validity (2019-01-19 to 2030-01-19), in Bogotá.
const issuedAts = fc.date({
  min: new Date('2019-01-20T05:00:00Z'),
  max: new Date('2030-01-19T04:59:59Z'),
  noInvalidDate: true,
});

const drafts = fc
  .record({
    kind: fc.constantFrom('invoice' as const, 'credit-note' as const),
    consecutive: fc.integer({ min: 990_000_000, max: 995_000_000 }),
    issuedAt: issuedAts,
    buyer: buyers,
    lines,
    allowanceShare: fc.double({ min: 0, max: 1, noNaN: true }),
    paidOnDelivery: fc.boolean(),
  })
  .map(({ kind, consecutive, issuedAt, buyer, lines: ls, allowanceShare, paidOnDelivery }): InvoiceDraft => {
    const invoiceLines = ls.map((l) => ({ ...aLine(l.code, l.quantity, l.gross, l.rate), description: l.description }));
    const withTax = invoiceLines.reduce((t, l) => t + l.gross, 0);
    const prefix = kind === 'invoice' ? 'SETP' : 'NC';
    const theBuyer = aBuyer({ ...buyer, checkDigit: buyer.idType === '31' ? buyer.checkDigit : null });
    return aDraft(invoiceLines, {
      kind,
      prefix,
      consecutive,
      number: `${prefix}${consecutive}`,
      issuedAt,
      buyer: theBuyer,
      paidOnDelivery,
      allowance: Math.floor(withTax * allowanceShare),
      refersTo:
        kind === 'credit-note'
          ? { number: 'SETP990000001', code: 'f'.repeat(96), issuedAt, concept: '1', reason: 'Devolución' }
          : null,
    });
  });

describe('every prepared document', () => {
  it('carries in cbc:UUID the code its own XML gives, and passes the DIAN checks', () => {
    fc.assert(
      fc.property(drafts, (draft) => {
        const prepared = prepareDocument(draft, habilitacion, certificate);
        const key = draft.kind === 'invoice' ? habilitacion.technicalKey : habilitacion.pin;
        expect(textAt(parseXml(prepared.xml), '/*/cbc:UUID')).toBe(prepared.code);
        expect(codeOfDocument(prepared.xml, key)).toBe(prepared.code);
        const now = new Date(draft.issuedAt.getTime() + 60_000);
        expect(
          checkDocument(prepared.xml, {
            technicalKey: habilitacion.technicalKey,
            pin: habilitacion.pin,
            numbering: habilitacion.numbering,
            now,
          }),
        ).toEqual([]);
      }),
      { numRuns: 50 },
    );
  });
});
