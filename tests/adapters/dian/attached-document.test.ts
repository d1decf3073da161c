import { beforeAll, describe, expect, it } from 'vitest';
import { attachedDocument } from '../../../adapters/dian/attached-document';
import { type Certificate, testCertificate } from '../../../adapters/dian/certificate';
import { prepareDocument } from '../../../adapters/dian/document';
import { parseXml, textAt } from '../../../adapters/dian/read-document';
import { verifySignature } from '../../../adapters/dian/signature';
import type { PreparedDocument } from '../../../core/invoicing/ports';
import { aDraft, aLine, habilitacion } from './support/dian-fixtures';

const response =
  '<ApplicationResponse xmlns="urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2" ' +
  'xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">' +
  '<cbc:IssueDate>2026-11-29</cbc:IssueDate><cbc:IssueTime>10:31:02-05:00</cbc:IssueTime>' +
  '<cbc:Note>Documento validado por la DIAN</cbc:Note></ApplicationResponse>';

const draft = aDraft([aLine('ON-OPM-150TAB', 1, 129_900, 0.19)]);
let certificate: Certificate;
let prepared: PreparedDocument;
beforeAll(() => {
  certificate = testCertificate(null);
  prepared = prepareDocument(draft, habilitacion, certificate);
});

describe('the AttachedDocument the buyer receives', () => {
  it('carries the signed invoice and the DIAN answer, unchanged, and when the DIAN validated it', () => {
    const doc = parseXml(attachedDocument(prepared, response, draft, habilitacion));
    expect(doc.documentElement.localName).toBe('AttachedDocument');
    const at = (path: string) => textAt(doc, `/*/${path}`);
    expect(at('cbc:ParentDocumentID')).toBe('SETP990000001');
    expect(at('cbc:ProfileExecutionID')).toBe('2');
    expect(at('cac:SenderParty/cac:PartyTaxScheme/cbc:CompanyID')).toBe('901234567');
    expect(at('cac:ReceiverParty/cac:PartyTaxScheme/cbc:CompanyID')).toBe('1020304050');
    const invoice = at('cac:Attachment/cac:ExternalReference/cbc:Description');
    expect(invoice).toBe(prepared.xml);
    expect(verifySignature(invoice ?? '').valid).toBe(true);
    const line = 'cac:ParentDocumentLineReference/cac:DocumentReference';
    expect(at(`${line}/cbc:UUID`)).toBe(prepared.code);
    expect(at(`${line}/cac:Attachment/cac:ExternalReference/cbc:Description`)).toBe(response);
    expect(at(`${line}/cac:ResultOfVerification/cbc:ValidationResultCode`)).toBe('02');
    expect(at(`${line}/cac:ResultOfVerification/cbc:ValidationDate`)).toBe('2026-11-29');
    expect(at(`${line}/cac:ResultOfVerification/cbc:ValidationTime`)).toBe('10:31:02-05:00');
  });

  it('keeps an answer that itself contains "]]>" intact', () => {
    const odd = `${response.slice(0, -'</ApplicationResponse>'.length)}<cbc:Note><![CDATA[a]]></cbc:Note></ApplicationResponse>`;
    const doc = parseXml(attachedDocument(prepared, odd, draft, habilitacion));
    const path =
      '/*/cac:ParentDocumentLineReference/cac:DocumentReference/cac:Attachment/cac:ExternalReference/cbc:Description';
    expect(textAt(doc, path)).toBe(odd);
  });
});
