import { beforeAll, describe, expect, it } from 'vitest';
import { type Certificate, testCertificate } from '../../../adapters/dian/certificate';
import { codeOfDocument } from '../../../adapters/dian/cufe';
import { softwareSecurityCode } from '../../../adapters/dian/dian-extensions';
import { prepareDocument } from '../../../adapters/dian/document';
import { parseXml, textAt } from '../../../adapters/dian/read-document';
import { verifySignature } from '../../../adapters/dian/signature';
import { aBuyer, aCreditNote, aDraft, aLine, habilitacion } from './support/dian-fixtures';

let certificate: Certificate;
beforeAll(() => {
  certificate = testCertificate(null);
});

const read = (xml: string) => {
  const doc = parseXml(xml);
  return (path: string) => textAt(doc, `/*/${path}`);
};
const attribute = (xml: string, element: string, name: string) =>
  new RegExp(`<${element}[^>]* ${name}="([^"]*)"`).exec(xml)?.[1];

const sale = aDraft([aLine('ON-OPM-150TAB', 2, 259_800, 0.19), aLine('ENVIO', 1, 12_000, 0.19)], { allowance: 5_000 });

describe('an invoice', () => {
  it('is a UBL 2.1 Invoice of type 01 in the test environment, its CUFE in cbc:UUID', () => {
    const prepared = prepareDocument(sale, habilitacion, certificate);
    const at = read(prepared.xml);
    expect(prepared.xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8" standalone="no"\?><Invoice /);
    expect(at('cbc:UBLVersionID')).toBe('UBL 2.1');
    expect(at('cbc:InvoiceTypeCode')).toBe('01');
    expect(at('cbc:ProfileExecutionID')).toBe('2');
    expect(at('cbc:ID')).toBe('SETP990000001');
    expect(at('cbc:UUID')).toBe(prepared.code);
    expect(attribute(prepared.xml, 'cbc:UUID', 'schemeName')).toBe('CUFE-SHA384');
    expect(attribute(prepared.xml, 'cbc:UUID', 'schemeID')).toBe('2');
    expect(prepared.code).toMatch(/^[0-9a-f]{96}$/);
    expect(codeOfDocument(prepared.xml, habilitacion.technicalKey)).toBe(prepared.code);
  });

  it('is dated in Bogotá and writes whole pesos with two decimals', () => {
    const at = read(prepareDocument(sale, habilitacion, certificate).xml);
    expect(at('cbc:IssueDate')).toBe('2026-11-29');
    expect(at('cbc:IssueTime')).toBe('10:30:00-05:00');
    expect(at('cac:LegalMonetaryTotal/cbc:LineExtensionAmount')).toBe('228403.00');
    expect(at('cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount')).toBe('271800.00');
    expect(at('cac:LegalMonetaryTotal/cbc:AllowanceTotalAmount')).toBe('5000.00');
    expect(at('cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe('266800.00');
    expect(at('cac:AllowanceCharge/cbc:ChargeIndicator')).toBe('false');
    expect(at('cac:AllowanceCharge/cbc:Amount')).toBe('5000.00');
    expect(at('cac:TaxTotal/cbc:TaxAmount')).toBe('43397.00');
    expect(at('cac:InvoiceLine[1]/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:Percent')).toBe('19.00');
    expect(at('cac:InvoiceLine[2]/cac:Item/cac:StandardItemIdentification/cbc:ID')).toBe('ENVIO');
    expect(at('cac:PaymentMeans/cbc:ID')).toBe('1');
  });

  it("states the resolution's numbering, the software and its security code, and the QR", () => {
    const prepared = prepareDocument(sale, habilitacion, certificate);
    const at = read(prepared.xml);
    const dian = 'ext:UBLExtensions/ext:UBLExtension[1]/ext:ExtensionContent/sts:DianExtensions';
    expect(at(`${dian}/sts:InvoiceControl/sts:InvoiceAuthorization`)).toBe('18760000001');
    expect(at(`${dian}/sts:InvoiceControl/sts:AuthorizationPeriod/cbc:StartDate`)).toBe('2019-01-19');
    expect(at(`${dian}/sts:InvoiceControl/sts:AuthorizedInvoices/sts:To`)).toBe('995000000');
    expect(at(`${dian}/sts:SoftwareSecurityCode`)).toBe(
      softwareSecurityCode(habilitacion.softwareId, habilitacion.pin, 'SETP990000001'),
    );
    expect(at(`${dian}/sts:AuthorizationProvider/sts:AuthorizationProviderID`)).toBe('800197268');
    expect(at(`${dian}/sts:QRCode`)).toBe(prepared.qrText);
    expect(prepared.qrText.split('\n')).toEqual([
      'NumFac: SETP990000001',
      'FecFac: 2026-11-29',
      'HorFac: 10:30:00-05:00',
      'NitFac: 901234567',
      'DocAdq: 1020304050',
      'ValFac: 228403.00',
      'ValIva: 43397.00',
      'ValOtroIm: 0.00',
      'ValTolFac: 266800.00',
      `CUFE: ${prepared.code}`,
      `QRCode: https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${prepared.code}`,
    ]);
  });

  it('writes a NIT with its check digit, and consumidor final as 222222222222', () => {
    const company = aBuyer({ idType: '31', idNumber: '900373076', checkDigit: 4, name: 'Gimnasio Andino S.A.S.' });
    const nit = prepareDocument(aDraft(sale.lines, { buyer: company }), habilitacion, certificate).xml;
    const party = 'cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID';
    expect(read(nit)(party)).toBe('900373076');
    expect(nit).toContain('schemeID="4" schemeName="31">900373076</cbc:CompanyID>');
    const anonymous = aBuyer({ finalConsumer: true, idNumber: '', name: 'Consumidor final' });
    const prepared = prepareDocument(aDraft(sale.lines, { buyer: anonymous }), habilitacion, certificate);
    expect(read(prepared.xml)(party)).toBe('222222222222');
    expect(prepared.qrText).toContain('DocAdq: 222222222222');
  });

  it('is signed XAdES-EPES with the DIAN policy, verifiable with its own certificate', () => {
    const { xml } = prepareDocument(sale, habilitacion, certificate);
    expect(verifySignature(xml)).toEqual({ valid: true, errors: [] });
    const signature = 'ext:UBLExtensions/ext:UBLExtension[2]/ext:ExtensionContent/ds:Signature';
    const at = read(xml);
    expect(at(`${signature}/ds:KeyInfo/ds:X509Data/ds:X509Certificate`)).toBe(certificate.certificateBase64);
    const policy = `${signature}/ds:Object/xades:QualifyingProperties/xades:SignedProperties/xades:SignedSignatureProperties`;
    expect(at(`${policy}/xades:SigningTime`)).toBe('2026-11-29T10:30:00-05:00');
    expect(
      at(`${policy}/xades:SignaturePolicyIdentifier/xades:SignaturePolicyId/xades:SigPolicyId/xades:Identifier`),
    ).toBe('https://facturaelectronica.dian.gov.co/politicadefirma/v2/politicadefirmav2.pdf');
    expect(attribute(xml, 'ds:SignatureMethod', 'Algorithm')).toBe('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256');
  });

  it("keeps a buyer's name with XML's special characters, and leaves out characters XML cannot carry", () => {
    const buyer = aBuyer({ name: 'Ana <"Tienda" & Cía\u0007>' });
    const { xml } = prepareDocument(aDraft(sale.lines, { buyer }), habilitacion, certificate);
    expect(read(xml)('cac:AccountingCustomerParty/cac:Party/cac:PartyName/cbc:Name')).toBe('Ana <"Tienda" & Cía>');
    expect(verifySignature(xml).valid).toBe(true);
  });

  it('is the same document every time its draft is prepared', () => {
    expect(prepareDocument(sale, habilitacion, certificate)).toEqual(prepareDocument(sale, habilitacion, certificate));
    expect(testCertificate(null)).toBe(certificate);
  });

  it('carries a production code and catalogue address in production', () => {
    const production = { ...habilitacion, environment: 'production' as const };
    const prepared = prepareDocument(sale, production, certificate);
    expect(read(prepared.xml)('cbc:ProfileExecutionID')).toBe('1');
    expect(prepared.code).not.toBe(prepareDocument(sale, habilitacion, certificate).code);
    expect(prepared.qrText).toContain('https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=');
  });
});

describe('a credit note', () => {
  it('is a CreditNote of type 91 with its CUDE, its reason and the invoice it refers to', () => {
    const invoice = prepareDocument(sale, habilitacion, certificate);
    const note = prepareDocument(
      aCreditNote([aLine('ON-OPM-150TAB', 1, 129_900, 0.19)], invoice.code),
      habilitacion,
      certificate,
    );
    const at = read(note.xml);
    expect(note.xml).toContain('<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"');
    expect(at('cbc:CreditNoteTypeCode')).toBe('91');
    expect(attribute(note.xml, 'cbc:UUID', 'schemeName')).toBe('CUDE-SHA384');
    expect(codeOfDocument(note.xml, habilitacion.pin)).toBe(note.code);
    expect(at('cac:DiscrepancyResponse/cbc:ReferenceID')).toBe('SETP990000001');
    expect(at('cac:DiscrepancyResponse/cbc:ResponseCode')).toBe('1');
    expect(at('cac:BillingReference/cac:InvoiceDocumentReference/cbc:UUID')).toBe(invoice.code);
    expect(at('cac:BillingReference/cac:InvoiceDocumentReference/cbc:IssueDate')).toBe('2026-11-29');
    expect(at('cac:CreditNoteLine/cbc:CreditedQuantity')).toBe('1');
    expect(note.xml).not.toContain('sts:InvoiceControl');
    expect(verifySignature(note.xml).valid).toBe(true);
  });
});
