import { describe, expect, it } from 'vitest';
import { nextSteps } from '../../../web/pages/orders/order-details';
import { aNequiAttempt, aNequiOrder } from './pay-fixtures';

const order = aNequiOrder({ expiresAtText: 'hoy a las 9:10 a. m.', expiresInText: 'en 5 minutos' });

describe("an order's next steps beside its payment", () => {
  it('give the deadline with the minutes left while no clock counts them down', () => {
    expect(nextSteps(order)).toContain('Paga $ 317.800 a más tardar hoy a las 9:10 a. m. (en 5 minutos).');
    // A voucher says its deadline without a clock: the sentence keeps its minutes.
    const voucher = aNequiAttempt({
      action: {
        kind: 'voucher',
        network: 'efecty',
        networkName: 'Efecty',
        projectCode: null,
        pin: '1',
        reference: '2',
      },
    });
    expect(nextSteps({ ...order, payments: [voucher] })).toContain('(en 5 minutos).');
  });

  it('give only the time beside a QR code or a push counting down, so the two never disagree', () => {
    const qr = aNequiAttempt({ action: { kind: 'qr', data: 'nequi://qr' } });
    expect(nextSteps({ ...order, payments: [qr] })).toContain('Paga $ 317.800 a más tardar hoy a las 9:10 a. m. Si no');
    expect(nextSteps({ ...order, payments: [aNequiAttempt()] })).not.toContain('minutos');
    // Once the code ran out, no clock shows: the minutes left of the order's own time come back.
    const ended = aNequiAttempt({ state: 'expired', open: false, expiresAt: null });
    expect(nextSteps({ ...order, payments: [ended] })).toContain('(en 5 minutos).');
  });
});
