import { beforeAll, describe, expect, it } from 'vitest';
import { type Certificate, testCertificate } from '../../../adapters/dian/certificate';
import { prepareDocument } from '../../../adapters/dian/document';
import { verifySignature } from '../../../adapters/dian/signature';
import { aDraft, aLine, habilitacion } from './support/dian-fixtures';

let certificate: Certificate;
let signed: string;
beforeAll(() => {
  certificate = testCertificate(null);
  signed = prepareDocument(aDraft([aLine('ON-OPM-150TAB', 1, 129_900, 0.19)]), habilitacion, certificate).xml;
});

describe('verifying a document signature', () => {
  it('accepts the document as signed', () => {
    expect(verifySignature(signed)).toEqual({ valid: true, errors: [] });
  });

  it("refuses a document whose buyer's name changed after signing", () => {
    const check = verifySignature(signed.replaceAll('Ana María Pérez', 'Otra Persona'));
    expect(check.valid).toBe(false);
    expect(check.errors.join(' ')).toMatch(/reference|signature/i);
  });

  it('refuses a signing time changed after signing (the signed properties are signed too)', () => {
    expect(verifySignature(signed.replace('2026-11-29T10:30:00-05:00', '2026-11-30T10:30:00-05:00')).valid).toBe(false);
  });

  it('refuses a forged signature value', () => {
    const forged = signed.replace(/<ds:SignatureValue>[A-Za-z0-9+/]{8}/, '<ds:SignatureValue>AAAAAAAA');
    expect(forged).not.toBe(signed);
    expect(verifySignature(forged).valid).toBe(false);
  });

  it('refuses a document that is not signed, or not XML', () => {
    const unsigned = signed.replace(/<ds:Signature [\s\S]*<\/ds:Signature>/, '');
    expect(verifySignature(unsigned)).toEqual({ valid: false, errors: ['The document is not signed.'] });
    expect(verifySignature('<Invoice>').valid).toBe(false);
  });
});
