import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCertificate } from '../../../adapters/dian/certificate';
import { checkDocument } from '../../../adapters/dian/document-checks';
import { dianIssuer } from '../../../adapters/dian/issuer';
import { dianSandbox } from '../../../adapters/dian/sandbox';
import { parseXml, textAt } from '../../../adapters/dian/xml';
import { unzipDocument } from '../../../adapters/dian/zip';
import type { InvoiceDraft } from '../../../core/invoicing/invoice';
import { recordingLogger, testClock } from '../nequi/harness';
import { aBuyer, aCreditNote, aDraft, aLine, habilitacion } from './support/dian-fixtures';

const clock = testClock('2026-12-04T10:00:00.000Z');
const { technicalKey, pin, numbering } = habilitacion;
const sandbox = dianSandbox({ check: (xml, now) => checkDocument(xml, { technicalKey, pin, numbering, now }), clock });
let served: Awaited<ReturnType<typeof sandbox.listen>>;
const issuerWith = (testSetId: string | null = null, timeoutMs = 5_000) =>
  dianIssuer(
    { context: habilitacion, certificate: () => testCertificate(null), url: served.url, testSetId, timeoutMs },
    { clock, logger: recordingLogger(), wait: () => Promise.resolve() },
  );
beforeAll(async () => {
  served = await sandbox.listen();
});
afterAll(() => served.close());

const lines = [aLine('ON-OPM-150TAB', 2, 259_800, 0.19), aLine('ENVIO', 1, 12_000, 0.19)];
const draftNumbered = (consecutive: number, overrides: Partial<InvoiceDraft> = {}) =>
  aDraft(lines, { consecutive, number: `SETP${consecutive}`, ...overrides });
const answerOf = (response: string) => {
  const doc = parseXml(response)!;
  return {
    code: textAt('/*/cac:DocumentResponse/cac:Response/cbc:ResponseCode', doc),
    documentCode: textAt('/*/cac:DocumentResponse/cac:DocumentReference/cbc:UUID', doc),
    rules: textAt('/*/cac:DocumentResponse/cac:LineResponse/cac:Response/cbc:ResponseCode', doc),
  };
};
const sentFile = () => {
  const call = parseXml(sandbox.calls().at(-1)!.body)!;
  const body = '/soap:Envelope/soap:Body/wcf:SendBillSync';
  return { zip: textAt(`${body}/wcf:fileName`, call), xml: unzipDocument(textAt(`${body}/wcf:contentFile`, call)!) };
};

describe('the DIAN issuer against the sandbox', () => {
  it('has an invoice accepted: StatusCode 00, its ApplicationResponse says 02 and carries the CUFE', async () => {
    const issuer = issuerWith();
    const draft = draftNumbered(990000001);
    const prepared = await issuer.prepare(draft);
    const answer = await issuer.send(prepared, draft);
    expect(answer).toMatchObject({ kind: 'accepted', at: clock.now() });
    expect(answerOf(answer.kind === 'accepted' ? answer.response : '')).toEqual({
      code: '02',
      documentCode: prepared.code,
      rules: null,
    });
    expect(sentFile()).toEqual({
      zip: 'z0901234567000263b023381.zip',
      xml: { name: 'fv0901234567000263b023381.xml', xml: prepared.xml },
    });
    expect(issuer.attached(prepared, answer.kind === 'accepted' ? answer.response : '', draft)).toContain(
      prepared.code,
    );
  });

  it('has a credit note accepted under its own file names', async () => {
    const issuer = issuerWith();
    const invoice = draftNumbered(990000009);
    const invoiceDoc = await issuer.prepare(invoice);
    const note = aCreditNote([lines[0]], invoiceDoc.code);
    const answer = await issuer.send(await issuer.prepare(note), note);
    expect(answer).toMatchObject({ kind: 'accepted' });
    expect(sentFile().zip).toBe('z09012345670002680000001.zip');
    expect(sentFile().xml?.name).toBe('nc09012345670002680000001.xml');
  });

  it('is refused by the rules for a tampered total (FAD06) and for a number outside the range (FAD05c)', async () => {
    const issuer = issuerWith();
    const draft = draftNumbered(990000002);
    const prepared = await issuer.prepare(draft);
    const tampered = { ...prepared, xml: prepared.xml.replace(/(<cbc:PayableAmount[^>]*>)[\d.]+/, '$11000.00') };
    expect(tampered.xml).not.toBe(prepared.xml);
    const refused = await issuer.send(tampered, draft);
    expect(refused).toMatchObject({
      kind: 'refused',
      rules: expect.arrayContaining([expect.objectContaining({ code: 'FAD06' })]),
    });
    expect(answerOf(refused.kind === 'refused' ? refused.response : '').code).toBe('04');

    const outside = draftNumbered(995000001);
    const answer = await issuer.send(await issuer.prepare(outside), outside);
    expect(answer).toMatchObject({ kind: 'refused', rules: [expect.objectContaining({ code: 'FAD05c' })] });
  });

  it('refuses another document under a number already accepted', async () => {
    const issuer = issuerWith();
    const draft = draftNumbered(990000003);
    await issuer.send(await issuer.prepare(draft), draft);
    const other = draftNumbered(990000003, { buyer: aBuyer({ idNumber: '79555111' }) });
    expect(await issuer.send(await issuer.prepare(other), other)).toMatchObject({
      kind: 'refused',
      rules: [expect.objectContaining({ code: '90' })],
    });
  });

  it('is unreachable when the DIAN is too slow, and the same document sent again is accepted with its number', async () => {
    const hurried = issuerWith(null, 300);
    const draft = draftNumbered(990000004);
    const prepared = await hurried.prepare(draft);
    sandbox.slowNext(1_500);
    expect(await hurried.send(prepared, draft)).toEqual({ kind: 'unreachable', error: 'no answer within 300 ms' });
    const first = sentFile();
    expect(await issuerWith().send(prepared, draft)).toMatchObject({ kind: 'accepted' });
    expect(sentFile()).toEqual(first);
    const kept = sandbox.documents().filter((d) => d.number === 'SETP990000004');
    expect(kept.map((d) => [d.code, d.accepted])).toEqual([[prepared.code, true]]);
  });

  it('is unreachable when the service faults', async () => {
    const issuer = issuerWith();
    const draft = draftNumbered(990000005);
    sandbox.failNext();
    expect(await issuer.send(await issuer.prepare(draft), draft)).toMatchObject({ kind: 'unreachable' });
  });

  it('asks the status of a document it sent, and of one it never sent', async () => {
    const issuer = issuerWith();
    const draft = draftNumbered(990000006);
    const prepared = await issuer.prepare(draft);
    await issuer.send(prepared, draft);
    expect(await issuer.status(prepared.code)).toMatchObject({ kind: 'accepted' });
    expect(await issuer.status('f'.repeat(96))).toEqual({ kind: 'unknown' });
  });

  it('goes through SendTestSetAsync and GetStatusZip in habilitación', async () => {
    const issuer = issuerWith('set-de-pruebas');
    const draft = draftNumbered(990000007);
    const prepared = await issuer.prepare(draft);
    expect(await issuer.send(prepared, draft)).toMatchObject({ kind: 'accepted' });
    const operations = sandbox
      .calls()
      .slice(-2)
      .map((c) => /action="[^"]*\/(\w+)"/.exec(c.headers['content-type'] ?? '')?.[1]);
    expect(operations).toEqual(['SendTestSetAsync', 'GetStatusZip']);
  });
});
