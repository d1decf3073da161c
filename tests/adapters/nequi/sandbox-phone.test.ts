import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pesos } from '../../../core/shared/money';
import { startSandbox, type Harness } from './harness';

describe('Nequi sandbox phone page over HTTP', () => {
  let h: Harness;
  let page: string;
  beforeEach(async () => {
    h = await startSandbox();
    page = `${h.origin}${h.sandbox.path}`;
  });
  afterEach(() => h.close());

  const html = async () => {
    const res = await fetch(`${page}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    return res.text();
  };
  const submit = async (action: string, fields: Record<string, string>) => {
    const res = await fetch(`${page}/telefono/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    return res.headers.get('location');
  };

  it('lists a pending push under its phone with buttons named for it, refreshing itself, values escaped', async () => {
    await h.client.pushPayment({ phoneNumber: '3001234567', value: pesos(600_000), reference2: '<b>PED-1</b>' });
    const text = await html();
    expect(text).toContain('<meta http-equiv="refresh" content="5">');
    expect(text).toContain('<h3>Celular 300 123 4567</h3>');
    expect(text).toContain('Pedido &lt;b&gt;PED-1&lt;/b&gt;');
    expect(text).not.toContain('<b>PED-1</b>');
    for (const [name, label] of [
      ['Aprobar pago', 'Aprobar pago'],
      ['Rechazar pago', 'Rechazar'],
      ['Dejar vencer pago', 'Dejar vencer'],
    ]) {
      expect(text).toContain(`aria-label="${name} de $ 600.000 al 300 123 4567">${label}</button>`);
    }
    expect(text).not.toMatch(/<script/i);
  });

  it('approves a push through its form; the status then says 35', async () => {
    const { transactionId } = await h.client.pushPayment({ phoneNumber: '3001234567', value: pesos(600_000) });
    expect(await submit('aprobar', { id: transactionId })).toBe('/sandbox/nequi/?aviso=aprobado');
    expect(await h.client.paymentStatus({ kind: 'push', code: transactionId })).toMatchObject({
      status: '35',
      phoneNumber: '3001234567',
      value: '600000',
    });
    const text = await html();
    expect(text).toContain('No hay notificaciones pendientes');
    expect(text).toContain('Pagado (35)');
    expect(await submit('aprobar', { id: transactionId })).toBe('/sandbox/nequi/?aviso=not-pending');
  });

  it('rejects a push (71) and lets another expire (10-454)', async () => {
    const a = await h.client.pushPayment({ phoneNumber: '3001234567', value: pesos(1_000) });
    const b = await h.client.pushPayment({ phoneNumber: '3001234567', value: pesos(2_000) });
    expect(await submit('rechazar', { id: a.transactionId })).toBe('/sandbox/nequi/?aviso=rechazado');
    expect(await submit('vencer', { id: b.transactionId })).toBe('/sandbox/nequi/?aviso=vencido');
    expect((await h.client.paymentStatus({ kind: 'push', code: a.transactionId })).status).toBe('71');
    await expect(h.client.paymentStatus({ kind: 'push', code: b.transactionId })).rejects.toMatchObject({
      code: '10-454',
    });
  });

  it('lists an open QR with a payer field, and pays it from the phone given', async () => {
    const { codeQR } = await h.client.generateQr({ value: pesos(15_000) });
    const text = await html();
    expect(text).toContain(`<code>${codeQR}</code>`);
    expect(text).toContain(`aria-label="Escanear y pagar $ 15.000 (${codeQR})">Escanear y pagar</button>`);
    expect(text).toContain('value="300 123 4567"');
    expect(text).toContain('<label for="qr-text">Texto del código QR</label>');
    expect(await submit('escanear', { code: codeQR, phone: '+57 315 765 4321' })).toBe(
      '/sandbox/nequi/?aviso=aprobado',
    );
    expect(await h.client.paymentStatus({ kind: 'qr', code: codeQR })).toMatchObject({
      status: '35',
      phoneNumber: '3157654321',
    });
  });

  it('refuses to pay a QR from a bad phone, one without Nequi, or an unknown code, with a fixed notice', async () => {
    const { codeQR } = await h.client.generateQr({ value: pesos(15_000) });
    expect(await submit('escanear', { code: codeQR, phone: '12345' })).toBe('/sandbox/nequi/?aviso=celular-invalido');
    expect(await submit('escanear', { code: codeQR, phone: '3999000000' })).toBe('/sandbox/nequi/?aviso=no-account');
    expect(await submit('escanear', { code: 'bancadigital-0', phone: '3001234567' })).toBe(
      '/sandbox/nequi/?aviso=not-found',
    );
    expect(h.sandbox.payment(codeQR)?.state).toBe('pending');
    const notice = await (await fetch(`${page}/?aviso=no-account`)).text();
    expect(notice).toContain('<p role="status">Ese celular no tiene cuenta Nequi');
    const other = await (await fetch(`${page}/?aviso=%3Cscript%3E`)).text();
    expect(other).not.toContain('role="status"');
  });
});
