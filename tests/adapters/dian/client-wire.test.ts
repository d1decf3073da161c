import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseXml, textAt } from '../../../adapters/dian/xml';
import { unzipDocument } from '../../../adapters/dian/zip';
import { startDian } from './support/harness';
import { zippedInvoice } from './support/documents';

let dian: Awaited<ReturnType<typeof startDian>>;
beforeAll(async () => {
  dian = await startDian();
});
afterAll(() => dian.close());

const lastCall = () => {
  const call = dian.sandbox.calls().at(-1)!;
  return { headers: call.headers, doc: parseXml(call.body)! };
};

describe('the DIAN client on the wire', () => {
  it('sends SendBillSync as SOAP 1.2 with its action, WS-Addressing and a signed WS-Security header', async () => {
    const invoice = zippedInvoice();
    const answer = await dian.client.sendBillSync(invoice.names.zip, invoice.zip);
    expect(answer).toMatchObject({ ok: true, value: { isValid: true, statusCode: '00' } });

    const { headers, doc } = lastCall();
    const action = 'http://wcf.dian.colombia/IWcfDianCustomerServices/SendBillSync';
    expect(headers['content-type']).toBe(`application/soap+xml;charset=UTF-8;action="${action}"`);
    expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2003/05/soap-envelope');
    expect(doc.documentElement.localName).toBe('Envelope');
    const header = '/soap:Envelope/soap:Header';
    expect(textAt(`${header}/wsa:Action`, doc)).toBe(action);
    expect(textAt(`${header}/wsa:To`, doc)).toBe(dian.url);
    expect(textAt(`${header}/wsse:Security/wsu:Timestamp/wsu:Created`, doc)).toBe('2026-03-02T15:04:05Z');
    expect(textAt(`${header}/wsse:Security/wsu:Timestamp/wsu:Expires`, doc)).toBe('2026-03-02T16:44:05Z');
    expect(textAt(`${header}/wsse:Security/wsse:BinarySecurityToken`, doc)).toBe(dian.signer.certificateBase64);
    expect(textAt(`${header}/wsse:Security/wsse:BinarySecurityToken/@ValueType`, doc)).toBe(
      'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3',
    );
    const signature = `${header}/wsse:Security/ds:Signature`;
    expect(textAt(`${signature}/ds:SignedInfo/ds:SignatureMethod/@Algorithm`, doc)).toBe(
      'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    );
    expect(textAt(`${signature}/ds:SignedInfo/ds:CanonicalizationMethod/@Algorithm`, doc)).toBe(
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    );
    expect(textAt(`${signature}/ds:SignedInfo/ds:Reference/@URI`, doc)).toBe(
      `#${textAt(`${header}/wsa:To/@wsu:Id`, doc)}`,
    );
    expect(textAt(`${signature}/ds:KeyInfo/wsse:SecurityTokenReference/wsse:Reference/@URI`, doc)).toBe(
      `#${textAt(`${header}/wsse:Security/wsse:BinarySecurityToken/@wsu:Id`, doc)}`,
    );

    const body = '/soap:Envelope/soap:Body/wcf:SendBillSync';
    expect(textAt(`${body}/wcf:fileName`, doc)).toBe(
      'z090012345600026' + (990000001).toString(16).padStart(8, '0') + '.zip',
    );
    const sent = unzipDocument(textAt(`${body}/wcf:contentFile`, doc)!);
    expect(sent).toEqual({ name: invoice.names.xml, xml: invoice.xml });
    expect(invoice.names.xml).toBe('fv0900123456000263b023381.xml');
  });

  it('sends SendTestSetAsync with the test set id, then GetStatusZip with the ZipKey it answered', async () => {
    const invoice = zippedInvoice(990000002);
    const upload = await dian.client.sendTestSetAsync(invoice.names.zip, invoice.zip, 'test-set-1');
    expect(upload.ok).toBe(true);
    const { doc } = lastCall();
    expect(textAt('/soap:Envelope/soap:Body/wcf:SendTestSetAsync/wcf:testSetId', doc)).toBe('test-set-1');
    const zipKey = upload.ok ? upload.value.zipKey : '';
    expect(zipKey).not.toBe('');

    const status = await dian.client.getStatusZip(zipKey);
    expect(status).toMatchObject({ ok: true, value: [{ statusCode: '00', xmlDocumentKey: invoice.code }] });
    expect(textAt('/soap:Envelope/soap:Body/wcf:GetStatusZip/wcf:trackId', lastCall().doc)).toBe(zipKey);
    expect(await dian.client.getStatusZip('no-such-key')).toMatchObject({ ok: true, value: [{ statusCode: '90' }] });
  });

  it('asks GetStatus by the document key', async () => {
    const invoice = zippedInvoice(990000003);
    await dian.client.sendBillSync(invoice.names.zip, invoice.zip);
    expect(await dian.client.getStatus(invoice.code)).toMatchObject({
      ok: true,
      value: { isValid: true, statusCode: '00', xmlDocumentKey: invoice.code },
    });
    expect(textAt('/soap:Envelope/soap:Body/wcf:GetStatus/wcf:trackId', lastCall().doc)).toBe(invoice.code);
    expect(await dian.client.getStatus('never-sent')).toMatchObject({ ok: true, value: { statusCode: '66' } });
  });
});
