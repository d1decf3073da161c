import { describe, expect, it } from 'vitest';
import {
  orderConfirmationMail,
  orderShippedMail,
  paymentApprovedMail,
} from '../../../core/orders/order-mail-templates';
import { anOrder, anOrderLine } from '../../builders/orders';

const link = 'https://fornido.co/pedidos/FO-2026-000123/?firma=a1B2_c3-D4';
const ctx = { storeUrl: 'https://fornido.co', orderLink: link, sandbox: false, now: new Date('2026-11-20T14:06:00Z') };
/** An order paid at a provider's sandbox, as the mail subscriber tells the templates. */
const sandboxCtx = { ...ctx, sandbox: true };

const parts = (mail: { readonly html: string; readonly text: string }) => [mail.html, mail.text];

describe('order confirmation mail', () => {
  it('names the order in the subject and greets the buyer by first name, with the date in Bogotá', () => {
    const mail = orderConfirmationMail(ctx, anOrder());
    expect(mail).toMatchObject({
      to: 'camila@correo.co',
      template: 'order-confirmation',
      subject: 'Recibimos tu pedido FO-2026-000123',
    });
    for (const part of parts(mail)) {
      expect(part).toContain('¡Hola, Camila!');
      expect(part).toContain('el 20 de noviembre de 2026, 9:05 a. m. (hora de Colombia)');
    }
    expect(mail.html).toMatch(/^<!doctype html><html lang="es">/);
  });

  it('lists every line with size or flavour, quantity, unit price and line total, and the exact figures, in both parts', () => {
    const mail = orderConfirmationMail(ctx, anOrder());
    for (const part of parts(mail)) {
      for (const text of [
        'Gold Standard 100% Whey',
        '2 lb · Chocolate',
        'Creatina Monohidratada Micronizada',
        '300 g',
        '$ 219.900',
        '$ 79.900',
        '$ 159.800',
      ]) {
        expect(part).toContain(text);
      }
      expect(part).toContain('$ 379.700'); // subtotal
      expect(part).toContain('$ 14.500'); // standard shipping
      expect(part).toContain('$ 394.200'); // total
      expect(part).toContain('Base gravable $ 319.076 · IVA $ 60.624');
      expect(part).toContain('Ahorraste $ 20.000');
      expect(part).not.toContain('Crédito de regalo');
      expect(part).not.toContain('Recargo');
    }
    expect(mail.text).toContain(
      '- 2 × Creatina Monohidratada Micronizada (Smart Muscle · 300 g): $ 79.900 c/u = $ 159.800',
    );
    expect(mail.text).toContain('Total: $ 394.200');
  });

  it('shows gift credit when applied and "Gratis" when standard shipping is free', () => {
    const mail = orderConfirmationMail(ctx, anOrder({ lines: [anOrderLine({ quantity: 20 })], giftCredit: 50_000 }));
    for (const part of parts(mail)) {
      expect(part).toContain('$ 4.398.000');
      expect(part).toContain('Crédito de regalo');
      expect(part).toContain('-$ 50.000');
      expect(part).toContain('Gratis');
      expect(part).toContain('$ 4.348.000');
    }
    expect(mail.text).toContain('Envío estándar: Gratis');
  });

  it('delivers to the address typed at checkout, with the estimate and the buyer', () => {
    const mail = orderConfirmationMail(ctx, anOrder({ buyer: { notes: 'Portería 2' } }));
    for (const part of parts(mail)) {
      for (const text of [
        'Calle 45 # 12-34',
        'Apto 501',
        'Medellín, Antioquia',
        'Llega entre el martes 24 y el viernes 27 de noviembre',
        'Celular: 300 123 4567',
        'CC 1020304050',
        'Indicaciones: Portería 2',
      ])
        expect(part).toContain(text);
    }
  });

  it('cash on delivery: what to pay at the door, surcharge included, and no expiry', () => {
    const mail = orderConfirmationMail(ctx, anOrder({ paymentMethod: 'cash-on-delivery' }));
    for (const part of parts(mail)) {
      expect(part).toContain('Paga $ 413.910 en efectivo al recibir tu pedido');
      expect(part).toContain('recargo por pago contraentrega de $ 19.710');
      expect(part).toContain('Recargo por pago contraentrega');
      expect(part).not.toContain('reservado');
    }
    expect(mail.text).toContain('Total: $ 413.910');
    expect(mail.html).not.toContain('Pagar o ver el estado del pago');
  });

  it('pending online payment: reserved until the expiry in Bogotá, with a button to pay or see the status', () => {
    const mail = orderConfirmationMail(ctx, anOrder());
    for (const part of parts(mail)) {
      expect(part).toContain('Medio de pago: Nequi.');
      expect(part).toContain(
        'Tu pedido queda reservado hasta hoy a las 9:35 a. m. (hora de Colombia) mientras se confirma el pago.',
      );
      expect(part).not.toContain('prueba');
    }
    expect(mail.html).toContain('Pagar o ver el estado del pago');
  });

  it('sandbox card: says the payment is a test', () => {
    const mail = orderConfirmationMail(sandboxCtx, anOrder({ paymentMethod: 'sandbox-card' }));
    for (const part of parts(mail)) expect(part).toContain('pago de prueba (modo sandbox)');
  });

  it('carries the signed order link in both parts, behind a "Ver mi pedido" button', () => {
    const mail = orderConfirmationMail(ctx, anOrder());
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Ver mi pedido');
    expect(mail.text).toContain(link);
  });

  it('escapes what the shopper typed, so a name or an address cannot inject HTML', () => {
    const order = anOrder({
      buyer: {
        name: '<script>alert(1)</script> Pérez',
        line1: 'Cra 7 <img src=x onerror=alert(1)>',
        notes: '"Casa" & patio',
      },
    });
    const mail = orderConfirmationMail(ctx, order);
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('&quot;Casa&quot; &amp; patio');
    expect(mail.text).toContain('Cra 7 <img src=x onerror=alert(1)>');
  });
});

describe('payment approved mail', () => {
  it('confirms the amount and the method, what comes next, and links to the order', () => {
    const mail = paymentApprovedMail(ctx, anOrder({ state: 'paid' }));
    expect(mail).toMatchObject({
      template: 'payment-approved',
      subject: 'Confirmamos el pago de tu pedido FO-2026-000123',
    });
    for (const part of parts(mail)) {
      for (const text of [
        '$ 394.200',
        'Nequi',
        'NEQ-884213',
        'preparamos tu pedido',
        'Llega entre el martes 24 y el viernes 27 de noviembre',
        link,
      ]) {
        expect(part).toContain(text);
      }
    }
    expect(mail.html).toContain('Ver mi pedido');
  });

  it('says a sandbox payment was a test', () => {
    const mail = paymentApprovedMail(sandboxCtx, anOrder({ state: 'paid', paymentMethod: 'sandbox-card' }));
    for (const part of parts(mail)) expect(part).toContain('Tarjeta de prueba (modo sandbox)');
    expect(mail.text).toContain('no se cobra dinero real');
  });
});

describe('order shipped mail', () => {
  it('gives the tracking number, the estimate and the address, with the order link', () => {
    const mail = orderShippedMail(ctx, anOrder({ state: 'shipped', shipping: { tracking: 'SERV-7788990011' } }));
    expect(mail).toMatchObject({ template: 'order-shipped', subject: 'Tu pedido FO-2026-000123 va en camino' });
    for (const part of parts(mail)) {
      for (const text of [
        'Número de guía: SERV-7788990011',
        'Llega entre el martes 24 y el viernes 27 de noviembre',
        'Calle 45 # 12-34',
        'Medellín, Antioquia',
        link,
      ]) {
        expect(part).toContain(text);
      }
    }
  });

  it('reminds a cash-on-delivery buyer what to pay, and copes with a missing tracking number', () => {
    const mail = orderShippedMail(ctx, anOrder({ paymentMethod: 'cash-on-delivery', state: 'shipped' }));
    for (const part of parts(mail)) {
      expect(part).toContain('Paga $ 413.910 en efectivo al recibir');
      expect(part).toContain('Te enviaremos el número de guía');
    }
  });
});
