import { beforeAll, describe, expect, it } from 'vitest';
import { type Certificate, testCertificate } from '../../../adapters/dian/certificate';
import { checkDocument, DIAN_RULE_TEXT, type DocumentExpectations } from '../../../adapters/dian/document-checks';
import { qrText } from '../../../adapters/dian/dian-extensions';
import { codeOfDraft, documentXml, prepareDocument } from '../../../adapters/dian/document';
import { signXades } from '../../../adapters/dian/xades';
import { verifySignature } from '../../../adapters/dian/signature';
import { aCreditNote, aDraft, aLine, habilitacion } from './support/dian-fixtures';

let certificate: Certificate;
beforeAll(() => {
  certificate = testCertificate(null);
});

const expectations: DocumentExpectations = {
  technicalKey: habilitacion.technicalKey,
  pin: habilitacion.pin,
  numbering: habilitacion.numbering,
  now: new Date('2026-11-29T16:00:00Z'),
};
const lines = [aLine('ON-OPM-150TAB', 1, 129_900, 0.19), aLine('ENVIO', 1, 12_000, 0.19)];
const codes = (xml: string, expect = expectations) => checkDocument(xml, expect).map((rule) => rule.code);

describe('the DIAN checks of a document', () => {
  it('find nothing in a prepared invoice or credit note', () => {
    const invoice = prepareDocument(aDraft(lines), habilitacion, certificate);
    expect(checkDocument(invoice.xml, expectations)).toEqual([]);
    const note = prepareDocument(aCreditNote(lines.slice(0, 1), invoice.code), habilitacion, certificate);
    expect(checkDocument(note.xml, { ...expectations, now: new Date('2026-12-04T00:00:00Z') })).toEqual([]);
  });

  it('answer the CUFE rule and the signature rule when an amount was changed after signing', () => {
    const { xml } = prepareDocument(aDraft(lines), habilitacion, certificate);
    const tampered = xml.replace(
      '<cbc:PayableAmount currencyID="COP">141900.00</cbc:PayableAmount>',
      '<cbc:PayableAmount currencyID="COP">1419.00</cbc:PayableAmount>',
    );
    expect(tampered).not.toBe(xml);
    expect(codes(tampered)).toEqual(['FAD06', 'ZE02']);
    expect(checkDocument(tampered, expectations)[0]?.message).toBe('Valor del CUFE no está calculado correctamente.');
    expect(verifySignature(tampered).valid).toBe(false);
  });

  it('answer the CUDE rule for a credit note made with another PIN', () => {
    const note = prepareDocument(aCreditNote(lines, 'a'.repeat(96)), { ...habilitacion, pin: '99999' }, certificate);
    expect(codes(note.xml, { ...expectations, now: new Date('2026-12-04T00:00:00Z') })).toEqual(['CAD06', 'CAB27b']);
  });

  it('answer the CUFE rule for a wrong technical key', () => {
    const { xml } = prepareDocument(aDraft(lines), { ...habilitacion, technicalKey: 'otra' }, certificate);
    expect(codes(xml)).toEqual(['FAD06']);
  });

  it("answer the range rules for a number outside the resolution's range or prefix", () => {
    const above = aDraft(lines, { consecutive: 995000001, number: 'SETP995000001' });
    expect(codes(prepareDocument(above, habilitacion, certificate).xml)).toEqual(['FAD05c']);
    const below = aDraft(lines, { consecutive: 989999999, number: 'SETP989999999' });
    expect(codes(prepareDocument(below, habilitacion, certificate).xml)).toEqual(['FAD05b']);
    const otherPrefix = aDraft(lines, { prefix: 'FORN', number: 'FORN990000001' });
    const breaches = checkDocument(prepareDocument(otherPrefix, habilitacion, certificate).xml, expectations);
    expect(breaches).toEqual([
      {
        code: 'FAD05d',
        message:
          'Número de factura no está contenido en el rango de numeración autorizado (FORN990000001; SETP 990000000–995000000)',
      },
    ]);
  });

  it("answer the dates rules for an invoice issued outside the resolution's validity", () => {
    const early = aDraft(lines, { issuedAt: new Date('2019-01-18T15:00:00Z') });
    expect(codes(prepareDocument(early, habilitacion, certificate).xml)).toEqual(['FAD09a']);
    const late = aDraft(lines, { issuedAt: new Date('2030-02-01T15:00:00Z') });
    const received = { ...expectations, now: new Date('2030-02-02T00:00:00Z') };
    expect(codes(prepareDocument(late, habilitacion, certificate).xml, received)).toEqual(['FAD09b']);
  });

  it('answer the signature rule for a document signed or issued after it was received', () => {
    const { xml } = prepareDocument(aDraft(lines), habilitacion, certificate);
    expect(checkDocument(xml, { ...expectations, now: new Date('2026-11-29T15:29:59Z') })).toEqual([
      { code: 'ZE02', message: 'Valor de la firma inválido. (fecha de firma o de emisión posterior a la recepción)' },
    ]);
  });

  it('answer the date-of-signature rule for a document signed another day than issued', () => {
    const draft = aDraft(lines);
    const code = codeOfDraft(draft, habilitacion);
    const unsigned = documentXml(draft, habilitacion, code, qrText(draft, habilitacion, code));
    const signedNextDay = signXades(unsigned, certificate, 'xmldsig-1', new Date('2026-11-30T15:00:00Z'));
    expect(codes(signedNextDay, { ...expectations, now: new Date('2026-12-01T00:00:00Z') })).toEqual(['FAD09e']);
  });

  it('answer the software rule when the security code is not of this software and PIN', () => {
    const { xml } = prepareDocument(aDraft(lines), habilitacion, certificate);
    expect(codes(xml, { ...expectations, pin: '54321' })).toEqual(['FAB27b']);
  });

  it('answer the schema rule, and nothing else, for a missing required element', () => {
    const { xml } = prepareDocument(aDraft(lines), habilitacion, certificate);
    const breaches = checkDocument(xml.replace(/<cbc:LineCountNumeric>\d+<\/cbc:LineCountNumeric>/, ''), expectations);
    expect(breaches).toEqual([
      { code: 'ZB01', message: 'Fallo en el esquema XML del archivo (falta cbc:LineCountNumeric)' },
    ]);
    expect(codes('<Invoice><sin cerrar>')).toEqual(['ZB01']);
  });

  it('explain in Spanish every rule they answer', () => {
    for (const code of [
      'ZB01',
      'FAD05b',
      'FAD05c',
      'FAD05d',
      'FAD06',
      'CAD06',
      'FAD09a',
      'FAD09b',
      'FAD09e',
      'CAD09e',
      'ZE02',
      'FAB27b',
      'CAB27b',
    ]) {
      expect(DIAN_RULE_TEXT.get(code)).toMatch(/reintente/);
    }
  });
});
