import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { issuerAnswerOf, rulesOf } from '../../../adapters/dian/map';
import { zipDocument } from '../../../adapters/dian/zip';
import { startDian } from './support/harness';
import { zippedInvoice } from './support/documents';

describe('the DIAN sandbox', () => {
  it('answers GetStatus after a restart, from the file it keeps in the data directory', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'dian-sandbox-')), 'sandbox', 'dian.json');
    const invoice = zippedInvoice(990000011);
    const before = await startDian({ file });
    await before.client.sendBillSync(invoice.names.zip, invoice.zip);
    await before.close();

    const after = await startDian({ file });
    expect(await after.client.getStatus(invoice.code)).toMatchObject({ ok: true, value: { statusCode: '00' } });
    expect(after.sandbox.documents().map((d) => d.number)).toEqual(['SETP990000011']);
    await after.close();
  });

  it('lists what it received, and what it answered, on its page for people', async () => {
    const dian = await startDian({
      check: (xml) => (xml.includes('SETP990000013') ? [{ code: 'FAD05c', message: 'Número fuera del rango' }] : []),
    });
    for (const n of [990000012, 990000013]) {
      const invoice = zippedInvoice(n);
      await dian.client.sendBillSync(invoice.names.zip, invoice.zip);
    }
    const page = await (await fetch(dian.url.replace('/WcfDianCustomerServices.svc', '/'))).text();
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('Documentos recibidos');
    expect(page.indexOf('SETP990000013')).toBeLessThan(page.indexOf('SETP990000012'));
    expect(page).toMatch(/SETP990000012<\/th><td>Factura electrónica<\/td><td>[^<]+<\/td><td>Validado \(02\)/);
    expect(page).toContain('<strong>FAD05c</strong>: Número fuera del rango');
    await dian.close();
  });

  it('refuses a zip whose names are not the Anexo’s, or not its issuer’s', async () => {
    const dian = await startDian();
    const invoice = zippedInvoice(990000014);
    const answer = await dian.client.sendBillSync('factura.zip', invoice.zip);
    expect(answer).toMatchObject({ ok: true, value: { isValid: false, statusCode: '99' } });
    expect(answer.ok && rulesOf(answer.value.errorMessages)[0]?.code).toBe('SANDBOX-ZIP');
    const otherNit = invoice.names.zip.replace('z0900123456', 'z0800123456');
    const another = await dian.client.sendBillSync(
      otherNit,
      zipDocument(invoice.names.xml.replace('0900', '0800'), invoice.xml),
    );
    expect(another.ok && rulesOf(another.value.errorMessages)[0]?.message).toBe(
      'El nombre del zip no lleva el NIT del emisor (900123456).',
    );
    await dian.close();
  });
});

describe("the DIAN's answers in the core's words", () => {
  const base = {
    isValid: false,
    statusCode: '99',
    statusDescription: 'Validación contiene errores en campos mandatorios.',
    statusMessage: '',
    errorMessages: [],
    xmlBase64Bytes: Buffer.from('<ApplicationResponse/>').toString('base64'),
    xmlDocumentKey: 'k',
    xmlFileName: 'f.xml',
  };
  const at = new Date('2026-03-02T15:04:05Z');

  it('keep the refusing rules and drop the notifications', () => {
    const messages = [
      'Regla: FAD06, Rechazo: Valor del CUFE no está calculado correctamente',
      'Regla: FAJ43b, Notificación: Nombre informado no corresponde al registrado en el RUT',
    ];
    expect(issuerAnswerOf({ ...base, errorMessages: messages }, at)).toEqual({
      kind: 'refused',
      rules: [{ code: 'FAD06', message: 'Valor del CUFE no está calculado correctamente' }],
      response: '<ApplicationResponse/>',
    });
  });

  it('read 00 as accepted, 66 as unknown, and anything else as not answered yet', () => {
    expect(issuerAnswerOf({ ...base, isValid: true, statusCode: '00' }, at)).toEqual({
      kind: 'accepted',
      response: '<ApplicationResponse/>',
      at,
    });
    expect(issuerAnswerOf({ ...base, statusCode: '66' }, at)).toEqual({ kind: 'unknown' });
    expect(issuerAnswerOf({ ...base, statusCode: '98', statusDescription: 'En proceso de validación' }, at)).toEqual({
      kind: 'unreachable',
      error: 'StatusCode 98: En proceso de validación',
    });
  });
});
