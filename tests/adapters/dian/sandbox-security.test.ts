import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestEnvelope, soapContentType } from '../../../adapters/dian/soap-envelope';
import { signEnvelope } from '../../../adapters/dian/ws-security';
import { parseXml, textAt } from '../../../adapters/dian/xml';
import { startDian } from './support/harness';
import { testSigner } from './support/signer';

let dian: Awaited<ReturnType<typeof startDian>>;
beforeAll(async () => {
  dian = await startDian();
});
afterAll(() => dian.close());

const status = { operation: 'GetStatus', trackId: 'abc' } as const;
const signed = (at = dian.clock.now()) => signEnvelope(requestEnvelope(status, dian.url), dian.signer, at);
const post = async (body: string, contentType = soapContentType('GetStatus')) => {
  const response = await fetch(dian.url, { method: 'POST', headers: { 'content-type': contentType }, body });
  const doc = parseXml(await response.text())!;
  return {
    status: response.status,
    code: textAt('/soap:Envelope/soap:Body/soap:Fault/soap:Code/soap:Value', doc),
    subcode: textAt('/soap:Envelope/soap:Body/soap:Fault/soap:Code/soap:Subcode/soap:Value', doc),
    statusCode: textAt('//b:StatusCode', doc),
  };
};

describe("the DIAN sandbox's WS-Security check", () => {
  it('answers a call whose signature verifies', async () => {
    expect(await post(signed())).toMatchObject({ status: 200, code: null, statusCode: '66' });
  });

  it('refuses with a SOAP fault a call whose wsa:To was changed after signing', async () => {
    const tampered = signed().replace(`>${dian.url}<`, `>${dian.url.replace('127.0.0.1', 'localhost')}<`);
    expect(tampered).not.toBe(signed());
    expect(await post(tampered)).toMatchObject({ status: 500, code: 's:Sender', subcode: 'a:InvalidSecurity' });
  });

  it('refuses a call whose token is another certificate than the one that signed it', async () => {
    const other = testSigner('Otro');
    const swapped = signed().replace(dian.signer.certificateBase64, other.certificateBase64);
    expect(await post(swapped)).toMatchObject({ status: 500, subcode: 'a:InvalidSecurity' });
  });

  it('refuses a call without WS-Security, or with a Timestamp no longer in force', async () => {
    expect(await post(requestEnvelope(status, dian.url))).toMatchObject({ status: 500, subcode: 'a:InvalidSecurity' });
    const old = signed(new Date(dian.clock.now().getTime() - 2 * 3_600_000));
    expect(await post(old)).toMatchObject({ status: 500, subcode: 'a:InvalidSecurity' });
  });

  it('refuses a call whose HTTP action is not its wsa:Action', async () => {
    expect(await post(signed(), soapContentType('SendBillSync'))).toMatchObject({
      status: 500,
      subcode: 'a:ActionNotSupported',
    });
  });

  it('refuses a call signed for another address', async () => {
    const elsewhere = signEnvelope(
      requestEnvelope(status, 'https://vpfe-hab.dian.gov.co/WcfDianCustomerServices.svc'),
      dian.signer,
      dian.clock.now(),
    );
    expect(await post(elsewhere)).toMatchObject({ status: 500, subcode: 'a:DestinationUnreachable' });
  });

  it("gives the client's caller a failure, not an answer, when the service faults", async () => {
    dian.sandbox.failNext();
    const answer = await dian.client.getStatus('abc');
    expect(answer).toEqual({ ok: false, error: expect.stringContaining('SOAP fault (HTTP 500)') });
    expect(await dian.client.getStatus('abc')).toMatchObject({ ok: true, value: { statusCode: '66' } });
  });
});
