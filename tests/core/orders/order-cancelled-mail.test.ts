import { describe, expect, it } from 'vitest';
import { orderCancelledMail } from '../../../core/orders/order-cancelled-mail';
import { anOrder } from '../../builders/orders';

const ctx = {
  storeUrl: 'https://fornido.co',
  orderLink: 'https://fornido.co/pedido/FO-2026-000123/?firma=abc',
  sandbox: false,
  now: new Date('2026-11-20T14:00:00Z'),
};

describe('order cancelled mail', () => {
  it('tells a buyer whose payment never came when the reservation ended, that nothing was charged, and what it held', () => {
    // Expiry keeps the order's expiresAt (the moment its reservation ended).
    const order = anOrder({ state: 'cancelled', expiresAt: new Date('2026-11-20T14:35:00Z') });
    const mail = orderCancelledMail(ctx, order, 'expired');
    expect(mail).toMatchObject({
      to: 'camila@correo.co',
      template: 'order-cancelled',
      subject: `Tu pedido ${order.number} fue cancelado`,
    });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(
        `¡Hola, Camila! Tu pedido ${order.number} se canceló porque no recibimos su pago a tiempo (el plazo vencía el viernes 20 de noviembre de 2026 a las 9:35 a. m., hora de Colombia).`,
      );
      expect(part).toContain('No se hizo ningún cobro');
      expect(part).toContain('Gold Standard 100% Whey (2 lb, Chocolate)');
      expect(part).toContain('escríbenos desde la página de contacto');
    }
    expect(mail.text).toContain(`Ver tu pedido: ${ctx.orderLink}`);
    expect(mail.html).toContain('href="https://fornido.co/"');
  });

  it('says the store cancelled the order, never the operator’s reason', () => {
    const order = anOrder({ state: 'cancelled', paymentMethod: 'cash-on-delivery', expiresAt: null });
    const mail = orderCancelledMail(ctx, order, 'cancelled');
    expect(mail.text).toContain(
      `¡Hola, Camila! Cancelamos tu pedido ${order.number}. No se hizo ningún cobro y los productos volvieron a la venta.`,
    );
  });

  it('escapes what a shopper typed', () => {
    const order = anOrder({ buyer: { name: '<b>Ana</b> Ruiz' } });
    expect(orderCancelledMail(ctx, order, 'cancelled').html).toContain('¡Hola, &lt;b&gt;Ana&lt;/b&gt;!');
  });
});
