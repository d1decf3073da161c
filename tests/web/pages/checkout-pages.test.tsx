import { ORDER_NOT_FOUND } from '../../../web/pages/loaders/orders';
import { loadPage } from '../../../web/pages/load-page';
import type { Page, PageState } from '../../../web/pages/page-table';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../web/entry-server';
import type { OrderView } from '../../../contract/checkout';
import type { StoreApi } from '../../../contract/store-api';
import { loadPageView } from '../../../web/pages/registry';
import { anOrderView, aPendingCardOrder } from '../support/order-view';
import { aNequiAttempt, sandboxCardOption } from './pay-fixtures';
import { publicSettings } from '../support/public-settings';

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '|')
    .replace(/\|+/g, '|');
const h1 = (html: string) => html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<!-- -->/g, '');

/** The page as the server renders it, in its layout. */
const rendered = async (url: string, page: Page) => {
  await loadPageView(page.kind);
  const state: PageState = {
    settings: publicSettings(),
    account: null,
    categories: [],
    infoLinks: [],
    loaded: { url, status: 200, page },
  };
  return renderPage(state);
};

describe('checkout steps rendered on the server', () => {
  it.each([
    ['/checkout/datos-personales/', 'checkout-buyer', 'Tus datos', 'Datos'],
    ['/checkout/metodo-envio/', 'checkout-shipping', 'Método de envío', 'Envío'],
    ['/checkout/metodo-pago/', 'checkout-payment', 'Método de pago', 'Pago'],
  ] as const)(
    '%s shows its frame and "Cargando tu pedido…", never a form the draft has not filled',
    async (url, kind, heading, step) => {
      const html = await rendered(url, { kind });
      expect(h1(html)).toBe(heading);
      expect(html.match(/<h1/g)).toHaveLength(1);
      expect(html).toMatch(new RegExp(`aria-current="step"[^>]*>${step}<`));
      expect(text(html)).toContain('|Cargando tu pedido…|');
      expect(html).not.toMatch(/<(form|input|select)\b/);
    },
  );
});

describe('the order pages', () => {
  it('confirms a cash-on-delivery order: number, state, what to pay at the door, the surcharge', async () => {
    const html = await rendered('/checkout/confirmacion/?pedido=FO-2026-000042&firma=x', {
      kind: 'order-confirmation',
      order: anOrderView(),
    });
    const shown = text(html);
    expect(h1(html)).toBe('¡Gracias! Recibimos tu pedido');
    expect(html).toMatch(/aria-current="step"[^>]*>Confirmación</);
    expect(shown).toContain('|FO-2026-000042|');
    expect(shown).toContain('|confirmado para pago contraentrega|');
    expect(shown).toContain(
      'Paga $ 333.690 en efectivo cuando recibas tu pedido (incluye $ 15.890 de recargo contraentrega).',
    );
    expect(shown).toContain('|Recargo contraentrega|$ 15.890|Total|$ 333.690|');
    expect(shown).toContain('|IVA incluido: $ 48.218|');
    expect(shown).toContain('laura@correo.co');
    expect(html).not.toContain('Número de la tarjeta');
  });

  it('asks for the card of a pending sandbox-card order, before its deadline', async () => {
    const order = aPendingCardOrder({ payOptions: [sandboxCardOption()] });
    const html = await rendered('/pedido/FO-2026-000042/?firma=x', { kind: 'order', order });
    const shown = text(html);
    expect(h1(html)).toBe('Pedido FO-2026-000042');
    expect(shown).toContain('|pendiente de pago|');
    expect(shown).toContain('Paga $ 317.800 a más tardar hoy a las 10:05 a. m. (en 60 minutos).');
    expect(html).toMatch(/<label for="pago-cardNumber"[^>]*>Número de la tarjeta/);
    expect(html).toMatch(/autoComplete="cc-number"/);
    expect(shown).toContain('|Pagar $ 317.800|');
  });

  it('keeps "Pago" pending in the step bar, "Confirmación" not done, while the placed order waits for its payment', async () => {
    const html = await rendered('/checkout/confirmacion/?pedido=FO-2026-000042&firma=x', {
      kind: 'order-confirmation',
      order: aPendingCardOrder({ payOptions: [sandboxCardOption()] }),
    });
    expect(h1(html)).toBe('Tu pedido está reservado');
    expect(html).toMatch(/aria-current="step" data-paso="pendiente"[^>]*>Pago pendiente</);
    expect(html).toMatch(/data-paso="por-hacer"[^>]*>Confirmación</);
  });

  it('reads a rejected card followed by an approved one as a history, newest first, with the state said once', async () => {
    const attempt = (over: Partial<OrderView['payments'][number]>) => ({
      ...aNequiAttempt({ action: null, expiresAt: null, expiresAtText: null }),
      method: 'card',
      methodLabel: 'Tarjeta de crédito o débito',
      paidText: 'Pagado con Tarjeta de crédito o débito.',
      payAt: 'Tarjeta de crédito o débito',
      open: false,
      ...over,
    });
    const paid = aPendingCardOrder({
      state: 'paid',
      stateLabel: 'pagado',
      payable: false,
      payOptions: [],
      paymentMethod: 'card',
      paymentMethodLabel: 'Tarjeta de crédito o débito',
      payments: [
        attempt({
          id: 'p1',
          state: 'rejected',
          stateLabel: 'rechazado',
          changedAtText: 'hoy a las 3:10 p. m.',
          message: 'Tu banco rechazó el pago.',
        }),
        attempt({ id: 'p2', state: 'approved', stateLabel: 'aprobado', changedAtText: 'hoy a las 3:12 p. m.' }),
      ],
    });
    const shown = text(await rendered('/pedido/FO-2026-000042/', { kind: 'order', order: paid }));
    expect(shown.match(/pagado\|/g)).toHaveLength(1);
    expect(shown).toContain('|Pagado con Tarjeta de crédito o débito.|Historial de pagos|');
    expect(shown).toContain(
      '|Aprobado| — Tarjeta de crédito o débito — $ 317.800 — hoy a las 3:12 p. m.|' +
        'Rechazado| — Tarjeta de crédito o débito — $ 317.800 — hoy a las 3:10 p. m.|',
    );
    // Why the card was declined helps while the order waits for its payment; once paid, the outcome is enough.
    expect(shown).not.toContain('Tu banco rechazó el pago.');
    const waiting = text(
      await rendered('/pedido/FO-2026-000042/', {
        kind: 'order',
        order: {
          ...paid,
          state: 'pending_payment',
          stateLabel: 'pendiente de pago',
          payments: paid.payments.slice(0, 1),
        },
      }),
    );
    expect(waiting).toContain(
      '|Rechazado| — Tarjeta de crédito o débito — $ 317.800 — hoy a las 3:10 p. m.|Tu banco rechazó el pago.|',
    );
  });

  it('says a paid order is paid, with no card form', async () => {
    const paid: OrderView = aPendingCardOrder({ state: 'paid', stateLabel: 'pagado', payable: false, payOptions: [] });
    const html = await rendered('/pedido/FO-2026-000042/', { kind: 'order', order: paid });
    expect(text(html)).toContain('|¡Pago aprobado!|');
    expect(text(html)).toContain('|pagado|');
    expect(html).not.toContain('Número de la tarjeta');
  });

  it('lists the account orders with their date, state, total and link', async () => {
    const html = await rendered('/micuenta/pedidos/', {
      kind: 'account-orders',
      orders: [anOrderView(), aPendingCardOrder({ number: 'FO-2026-000043', link: '/pedido/FO-2026-000043/?firma=y' })],
    });
    const shown = text(html);
    expect(h1(html)).toBe('Mis pedidos');
    expect(shown).toContain(
      '|FO-2026-000042|$ 333.690|20 de noviembre de 2026, 9:05 a. m.|Estado: |confirmado para pago contraentrega|',
    );
    expect(html).toContain('href="/pedido/FO-2026-000043/?firma=y"');
    expect(text(await rendered('/micuenta/pedidos/', { kind: 'account-orders', orders: [] }))).toContain(
      'Aún no tienes pedidos.',
    );
  });
});

describe('routes of the checkout and the orders', () => {
  const asked: [string, string | null][] = [];
  const api = (orders: readonly OrderView[] | null, known = anOrderView()) =>
    ({
      account: async () => null,
      order: async (number: string, signature: string | null) => {
        asked.push([number, signature]);
        return number === known.number && signature === 'buena' ? known : null;
      },
      accountOrders: async () => orders,
    }) as unknown as StoreApi;

  it('gives each step its page, with nothing to load', async () => {
    for (const [url, kind] of [
      ['/checkout/datos-personales/', 'checkout-buyer'],
      ['/checkout/metodo-envio/', 'checkout-shipping'],
      ['/checkout/metodo-pago/', 'checkout-payment'],
    ]) {
      expect(await loadPage(api(null), url)).toEqual({ url, status: 200, page: { kind } });
    }
  });

  it('loads the confirmation and the order page by number and signature; a wrong one is a Spanish 404', async () => {
    const confirmation = await loadPage(api(null), '/checkout/confirmacion/?pedido=FO-2026-000042&firma=buena');
    expect(confirmation).toMatchObject({
      status: 200,
      page: { kind: 'order-confirmation', order: { number: 'FO-2026-000042' } },
    });
    expect(await loadPage(api(null), '/pedido/FO-2026-000042/?firma=buena')).toMatchObject({
      status: 200,
      page: { kind: 'order' },
    });
    expect(await loadPage(api(null), '/pedido/FO-2026-000042/?firma=mala')).toMatchObject({
      status: 404,
      page: { kind: 'not-found', message: ORDER_NOT_FOUND },
    });
    expect(await loadPage(api(null), '/checkout/confirmacion/')).toMatchObject({
      status: 404,
      page: { kind: 'not-found', message: ORDER_NOT_FOUND },
    });
    expect(asked).toContainEqual(['FO-2026-000042', 'mala']);
    const notFound = await rendered('/pedido/FO-2026-000042/?firma=mala', {
      kind: 'not-found',
      message: ORDER_NOT_FOUND,
    });
    expect(text(notFound)).toContain(ORDER_NOT_FOUND);
  });

  it('sends a guest asking for their orders to sign in and back', async () => {
    expect(await loadPage(api(null), '/micuenta/pedidos/')).toEqual({
      url: '/micuenta/pedidos/',
      status: 302,
      page: { kind: 'redirect', to: '/cuenta/ingresar/?volver=/micuenta/pedidos/' },
    });
    expect(await loadPage(api([anOrderView()]), '/micuenta/pedidos/')).toMatchObject({
      status: 200,
      page: { kind: 'account-orders', orders: [{ number: 'FO-2026-000042' }] },
    });
  });
});
