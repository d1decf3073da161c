import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { PriceProblem } from '../../../web/components/checkout/step-layout';
import { paymentFailure } from '../../../web/pages/orders/payment-failure';

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '|')
    .replace(/\|+/g, '|');

describe('the card form after a refused payment', () => {
  it('puts a card the gateway cannot take under the card number, and the rest above the form', () => {
    expect(
      paymentFailure({
        kind: 'invalid-input',
        message: 'Revisa los datos de la tarjeta.',
        fields: { card: 'Revisa los datos de la tarjeta.' },
      }),
    ).toEqual({ field: 'Revisa los datos de la tarjeta.' });
    expect(
      paymentFailure({ kind: 'invalid-input', message: 'El enlace del pedido no es válido.', fields: {} }),
    ).toEqual({
      alert: 'El enlace del pedido no es válido.',
    });
    expect(paymentFailure({ kind: 'rate-limited', message: 'x', retryAfterSeconds: 900 })).toEqual({
      alert: expect.stringMatching(/en 15 minutos\.$/),
    });
    expect(paymentFailure({ kind: 'not-payable', message: 'Este pedido ya no espera un pago.' })).toEqual({
      alert: 'Este pedido ya no espera un pago. Recarga la página para ver su estado.',
    });
    expect(paymentFailure({ kind: 'order-not-found', message: 'No encontramos ese pedido.' })).toEqual({
      alert: 'No encontramos ese pedido.',
    });
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
    const shown = renderToString(
      <Router ssrPath="/checkout/metodo-pago/">
        <PriceProblem
          error={{ kind: 'out-of-stock', message, shortages: [{ sku: 'X', requested: 9, available: 5 }] }}
          onRetry={() => undefined}
        />
      </Router>,
    );
    expect(text(shown)).toBe(`|${message}|Revisar mi carrito|`);
    expect(shown).toContain('href="/checkout/"');
  });

  it('offers to try again when the connection failed', () => {
    const shown = renderToString(
      <PriceProblem error={{ kind: 'network', message: 'No pudimos conectarnos.' }} onRetry={() => undefined} />,
    );
    expect(text(shown)).toBe('|No pudimos conectarnos.|Reintentar|');
  });
});
