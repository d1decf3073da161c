import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { PriceProblem } from '../../../web/components/checkout/step-layout';
import { OrderDetails } from '../../../web/pages/orders/order-details';
import { AttemptEnded } from '../../../web/pages/orders/pay/attempt-waiting';
import { clockText, countdownAnnouncement } from '../../../web/pages/orders/pay/countdown';
import { firstStage, stageOfPayment, showsPayment } from '../../../web/pages/orders/pay/pay-stage';
import { paymentFailure } from '../../../web/pages/orders/pay/payment-failure';
import { pushInstrument } from '../../../web/pages/orders/pay/push-form';
import { qrPath } from '../../../web/pages/orders/pay/qr-code';
import type { OrderView } from '../../../contract/checkout';
import { aNequiAttempt, aNequiOrder, epaycoCardOption, nequiOption, sandboxCardOption } from './pay-fixtures';
import { EPAYCO_SANDBOX_TEST_CARDS } from '../../../adapters/epayco/sandbox/constants';

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '|')
    .replace(/\|+/g, '|');
const shown = (order: OrderView) => renderToString(<OrderDetails order={order} onChange={() => undefined} />);

describe('the order page while an attempt waits for the shopper', () => {
  it('draws the QR as one SVG path, with the amount, the instruction, the countdown and a way to another method', () => {
    const html = shown(aNequiOrder({ payments: [aNequiAttempt({ action: { kind: 'qr', data: 'NEQUI-QR-123' } })] }));
    const svg = /<svg role="img" aria-label="([^"]+)" viewBox="0 0 (\d+) \2"[^>]*>([\s\S]*?)<\/svg>/.exec(html);
    expect(svg?.[1]).toBe('Código QR para pagar $ 317.800 con Nequi');
    expect(svg?.[3].match(/<path /g)).toHaveLength(1);
    expect(svg?.[3]).toMatch(/<path d="(M\d+ \d+h\d+v1h-\d+z)+" fill="#111827"/);
    expect(html).not.toContain('dangerouslySetInnerHTML');
    const t = text(html);
    expect(t).toContain('|Escanea el código con Nequi|');
    expect(t).toContain('|Total a pagar: |$ 317.800|');
    expect(t).toContain('Abre Nequi › Pagos › Código QR');
    expect(t).toContain('|Tiempo para pagar|--:--|');
    expect(html).toMatch(/class="sr-only" aria-live="polite" aria-atomic="true"/);
    expect(t).toContain('|Elegir otro medio de pago|');
    expect(html).not.toContain('Número de la tarjeta');
  });

  it('says to approve the push in Nequi, to which phone and for how much', () => {
    const t = text(shown(aNequiOrder({ payments: [aNequiAttempt()] })));
    expect(t).toContain('|Aprueba el pago en tu app Nequi|');
    expect(t).toContain('|Enviamos una notificación al celular |300 123 4567| por |$ 317.800|.|');
    expect(t).toContain('Esperando la confirmación del pago. Esta página se actualiza sola.');
  });

  it('notes the sandbox and links its test phone only when the method runs against the sandbox', () => {
    const sandbox = shown(aNequiOrder({ payments: [aNequiAttempt()] }));
    expect(text(sandbox)).toContain('Modo de prueba de la tienda: Nequi no cobra dinero real.');
    expect(sandbox).toMatch(
      /<a href="\/sandbox\/nequi\/" target="_blank" rel="noopener"[^>]*>Abrir el celular de prueba/,
    );
    const live = shown(aNequiOrder({ payments: [aNequiAttempt()], payOptions: [nequiOption({ sandbox: false })] }));
    expect(live).not.toContain('Modo de prueba');
    expect(live).not.toContain('/sandbox/nequi/');
  });
});

describe('the order page choosing how to pay', () => {
  it('offers the order’s methods, and Nequi’s two ways when Nequi is the order’s method', () => {
    const html = shown(aNequiOrder({ payOptions: [nequiOption(), sandboxCardOption()] }));
    const t = text(html);
    expect(t).toContain('|Paga tu pedido|');
    expect(t).toContain('|¿Cómo quieres pagar?|Nequi|');
    expect(t).toContain('|Tarjeta de prueba (modo sandbox)|');
    expect(t).toContain('|¿Cómo quieres pagar con Nequi?|Notificación a tu celular|');
    expect(t).toContain('|Código QR|');
    expect(html).toMatch(/<input id="pagoMedio-nequi" type="radio"[^>]* name="pagoMedio" checked="" value="nequi"/);
    expect(html).not.toMatch(/name="pagoForma" checked=""/);
  });

  it('shows the card form for a card method, with the test cards only in the sandbox', () => {
    const order = aNequiOrder({ paymentMethod: 'sandbox-card', payOptions: [sandboxCardOption()] });
    const html = shown(order);
    expect(html).toMatch(/<label for="pago-cardNumber"[^>]*>Número de la tarjeta/);
    expect(text(html)).toContain('|Pagar $ 317.800|');
    expect(html).toContain('4242 4242 4242 4242');
    const live = shown({ ...order, payOptions: [sandboxCardOption({ sandbox: false, testCards: null })] });
    expect(live).toMatch(/Número de la tarjeta/);
    expect(live).not.toContain('4242');
  });

  it("names the test cards of the provider's own sandbox: ePayco's, never the store's 4242", () => {
    const epayco = aNequiOrder({
      paymentMethod: 'card',
      payOptions: [epaycoCardOption({ sandbox: true, testCards: EPAYCO_SANDBOX_TEST_CARDS })],
    });
    const html = text(shown(epayco));
    expect(html).toContain(
      'Tienda de pruebas: la tarjeta 4575 6231 8229 0326 aprueba el pago y la 4151 6115 2758 3283 lo rechaza.',
    );
    expect(html).not.toContain('4242');
  });

  it('shows nothing to pay once paid, and no payment part for cash on delivery', () => {
    const paid = aNequiOrder({ state: 'paid', stateLabel: 'pagado', payable: false, payOptions: [] });
    expect(showsPayment(paid)).toBe(false);
    expect(text(shown(paid))).not.toContain('Paga tu pedido');
    expect(showsPayment(aNequiOrder({ state: 'confirmed', payable: false }))).toBe(false);
  });

  it('opens with the message of a payment the checkout could not start, and the choice', () => {
    expect(firstStage(aNequiOrder(), 'No pudimos conectarnos.')).toEqual({
      kind: 'choose',
      notice: 'No pudimos conectarnos.',
      preset: { method: 'nequi', instrument: null },
    });
    expect(firstStage(aNequiOrder({ payments: [aNequiAttempt()] }), null)).toMatchObject({
      kind: 'waiting',
      instrument: { kind: 'wallet-push', phone: '3001234567' },
    });
  });

  it("opens, back from a provider's page where the payment did not go through, with that attempt's message", () => {
    const rejected = aNequiAttempt({ open: false, state: 'rejected', action: null, message: 'Nequi rechazó el pago.' });
    const abandoned = aNequiAttempt({
      id: 'pa-2',
      open: false,
      state: 'rejected',
      action: null,
      message: 'No terminaste tu solicitud de crédito con Addi.',
    });
    expect(firstStage(aNequiOrder({ payments: [rejected, abandoned] }), null)).toMatchObject({
      kind: 'choose',
      notice: 'No terminaste tu solicitud de crédito con Addi.',
    });
  });
});

describe('the phone for a Nequi push, checked in the browser', () => {
  it('takes a Colombian mobile as shoppers write it and explains anything else in Spanish', () => {
    expect(pushInstrument('+57 300 123 4567')).toEqual({ kind: 'wallet-push', phone: '3001234567' });
    expect(pushInstrument('6041234567')).toEqual({
      field: 'phone',
      message: 'Escribe un celular colombiano de 10 dígitos que empiece por 3 (ejemplo: 300 123 4567).',
    });
  });
});

describe('after an attempt ends without paying', () => {
  const view = (status: 'rejected' | 'expired' | 'failed', message: string | null) => ({
    order: aNequiOrder(),
    attempt: aNequiAttempt({ state: status, open: false, action: null, message }),
    status,
    message,
  });

  it('shows the server’s message, and tries the same push or QR again', () => {
    expect(stageOfPayment(view('rejected', 'Rechazaste el pago en Nequi.'), { kind: 'wallet-qr' })).toMatchObject({
      kind: 'ended',
      message: 'Rechazaste el pago en Nequi.',
      again: { kind: 'wallet-qr' },
    });
    expect(stageOfPayment(view('expired', null), null)).toMatchObject({
      kind: 'ended',
      message: 'El pago no se completó. Puedes intentarlo de nuevo o elegir otro medio de pago.',
      again: null,
    });
    expect(
      stageOfPayment(view('failed', 'x'), { kind: 'card', token: '4000000000000002', installments: 1 }),
    ).toMatchObject({ again: null });
    expect(stageOfPayment({ ...view('rejected', null), status: 'approved' }, null)).toBeNull();
  });

  it('offers "Intentar de nuevo" and each other method as a direct choice under the message', () => {
    const chosen: string[] = [];
    const html = renderToString(
      <AttemptEnded
        message="El banco rechazó la tarjeta."
        retrying={false}
        onRetry={() => {}}
        others={[nequiOption(), sandboxCardOption({ method: 'pse', label: 'PSE (débito desde tu banco)' })]}
        onChoose={(o) => chosen.push(o.method)}
      />,
    );
    expect(text(html)).toBe(
      '|El banco rechazó la tarjeta.|Intentar de nuevo|O paga con otro medio|' +
        'Nequi|Aprueba el pago en la app Nequi con una notificación a tu celular o con el código QR.|' +
        'PSE (débito desde tu banco)|Solo en la tienda de pruebas.|',
    );
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/<div role="group" aria-labelledby="[^"]+"/);
  });

  it('offers only "Intentar de nuevo" when the order has no other method', () => {
    const html = renderToString(
      <AttemptEnded
        message="El código QR venció."
        retrying={false}
        onRetry={() => {}}
        others={[]}
        onChoose={() => {}}
      />,
    );
    expect(text(html)).toBe('|El código QR venció.|Intentar de nuevo|');
  });
});

describe('the countdown', () => {
  it('shows mm:ss and tells screen readers the minutes left, not each second', () => {
    expect(clockText(299_001)).toBe('05:00');
    expect(clockText(61_000)).toBe('01:01');
    expect(clockText(-5_000)).toBe('00:00');
    expect(countdownAnnouncement(299_000)).toBe('Quedan 4 minutos para pagar.');
    expect(countdownAnnouncement(241_000)).toBe('Quedan 4 minutos para pagar.');
    expect(countdownAnnouncement(119_000)).toBe('Queda 1 minuto para pagar.');
    expect(countdownAnnouncement(59_000)).toBe('Queda menos de un minuto para pagar.');
    expect(countdownAnnouncement(0)).toBe('Se acabó el tiempo para pagar.');
  });
});

describe('the QR code', () => {
  it('keeps a quiet zone of four modules around the symbol', () => {
    const { size, d } = qrPath('hola');
    expect(size).toBe(21 + 8);
    expect(d.startsWith('M4 4h7v1h-7z')).toBe(true);
  });
});

describe('a payment form after a refused "Pagar"', () => {
  it('puts a refused field under it, and the rest above the form', () => {
    expect(
      paymentFailure({
        kind: 'invalid-input',
        message: 'Revisa los datos.',
        fields: { phone: 'Escribe un celular colombiano.' },
      }),
    ).toEqual({ field: 'phone', message: 'Escribe un celular colombiano.' });
    expect(
      paymentFailure({ kind: 'invalid-input', message: 'Revisa los datos de la tarjeta.', fields: { card: 'x' } }),
    ).toEqual({ field: 'card', message: 'x' });
    expect(
      paymentFailure({ kind: 'invalid-input', message: 'El enlace del pedido no es válido.', fields: {} }),
    ).toEqual({ alert: 'El enlace del pedido no es válido.' });
    const shared =
      'Recibimos demasiados intentos de pago desde la red que estás usando, que pueden compartir muchas personas. Por seguridad, inténtalo de nuevo en 15 minutos o paga desde otra conexión (tus datos móviles o una red wifi).';
    expect(paymentFailure({ kind: 'rate-limited', message: shared, retryAfterSeconds: 900 })).toEqual({
      alert: shared,
    });
    expect(paymentFailure({ kind: 'not-payable', message: 'Este pedido ya no espera un pago.' })).toEqual({
      alert: 'Este pedido ya no espera un pago. Recarga la página para ver su estado.',
    });
    expect(
      paymentFailure({ kind: 'payment-method-unavailable', message: 'Ese medio de pago no está disponible.' }),
    ).toEqual({ alert: 'Ese medio de pago no está disponible.' });
    expect(paymentFailure({ kind: 'network', message: 'x' })).toEqual({
      alert: expect.stringMatching(/^No pudimos conectarnos\..* No se hizo ningún cobro\.$/),
    });
    expect(paymentFailure({ kind: 'internal', message: 'Error' })).toEqual({
      alert: expect.stringContaining('no se hizo ningún cobro'),
    });
    expect(paymentFailure({ kind: 'kind-of-a-newer-server', message: 'x' } as never)).toEqual({
      alert: 'Algo salió mal. Inténtalo de nuevo.',
    });
  });
});

describe('a checkout step that could not be priced', () => {
  it('leads back to the cart when products ran short, with the message that says which', () => {
    const message = 'De Whey 2 lb quedan 5 unidades y pediste 9; faltan 4.';
    const html = renderToString(
      <Router ssrPath="/checkout/metodo-pago/">
        <PriceProblem
          error={{ kind: 'out-of-stock', message, shortages: [{ sku: 'X', requested: 9, available: 5 }] }}
          onRetry={() => undefined}
        />
      </Router>,
    );
    expect(text(html)).toBe(`|${message}|Revisar mi carrito|`);
    expect(html).toContain('href="/checkout/"');
  });

  it('offers to try again when the connection failed', () => {
    const html = renderToString(
      <PriceProblem error={{ kind: 'network', message: 'No pudimos conectarnos.' }} onRetry={() => undefined} />,
    );
    expect(text(html)).toBe('|No pudimos conectarnos.|Reintentar|');
  });
});
