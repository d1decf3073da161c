import { describe, expect, it } from 'vitest';
import { voucherIssuedMail } from '../../../core/orders/voucher-mail';
import { happeningOfPayment } from '../../../core/orders/order-happenings';
import { pesos } from '../../../core/shared/money';
import { anAttempt, anOrder } from '../../builders/orders';

const ctx = {
  storeUrl: 'https://fornido.co',
  orderLink: 'https://fornido.co/pedido/FO-2026-000123/?firma=x',
  sandbox: false,
  now: new Date('2026-11-24T15:00:00Z'),
};
const voucher = {
  kind: 'voucher',
  network: 'efecty',
  reference: '3018822',
  pin: '91827364',
  projectCode: '110571',
} as const;
const waiting = anAttempt({
  method: 'cash',
  provider: 'epayco',
  state: 'pending',
  amount: pesos(394_200),
  action: voucher,
  expiresAt: new Date('2026-11-28T04:59:59Z'),
});

describe('the cash voucher mail', () => {
  it('gives the network, agreement, PIN, reference, exact amount and deadline in Bogotá, in both parts', () => {
    const mail = voucherIssuedMail(
      ctx,
      anOrder({ state: 'pending_payment', paymentMethod: 'cash', payments: [waiting] }),
    );
    expect(mail).toMatchObject({
      to: 'camila@correo.co',
      template: 'voucher-issued',
      subject: 'Tu código para pagar en Efecty el pedido FO-2026-000123',
    });
    for (const part of [mail!.html, mail!.text]) {
      for (const text of [
        'Efecty',
        '110571',
        '91827364',
        '3018822',
        '$ 394.200',
        'el viernes 27 de noviembre a las 11:59 p. m. (hora de Colombia)',
      ])
        expect(part).toContain(text);
      expect(part).not.toContain('modo sandbox');
    }
    expect(
      voucherIssuedMail({ ...ctx, sandbox: true }, anOrder({ state: 'pending_payment', payments: [waiting] }))!.text,
    ).toContain('código de prueba (modo sandbox)');
  });

  it('mails nothing once the voucher was paid or the order closed before the event is handled', () => {
    const paid = anAttempt({ ...waiting, state: 'approved' });
    expect(voucherIssuedMail(ctx, anOrder({ state: 'paid', payments: [paid] }))).toBeNull();
    expect(voucherIssuedMail(ctx, anOrder({ state: 'cancelled', payments: [waiting] }))).toBeNull();
  });

  it('is told once, when an attempt first waits with a voucher; pushes, redirects and later reads tell nothing', () => {
    const change = (from: 'created' | 'pending', action: typeof voucher | { kind: 'redirect'; url: string }) =>
      happeningOfPayment({ attemptId: 'a', from, to: 'pending', at: new Date(), order: null, details: { action } });
    expect(change('created', voucher)).toBe('voucher-issued');
    expect(change('pending', voucher)).toBeNull();
    expect(change('created', { kind: 'redirect', url: 'https://banco.example' })).toBeNull();
  });
});
