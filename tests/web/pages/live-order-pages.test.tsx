import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { AccountOrdersPage } from '../../../web/pages/account/orders-page';
import { OrdersSection } from '../../../web/pages/account/orders-section';
import { OrderDetails } from '../../../web/pages/orders/order-details';
import { NO_SETTINGS, SettingsProvider } from '../../../web/lib/settings-context';
import type { ReactNode } from 'react';
import { anOrderView } from '../support/order-view';
import { aNequiAttempt, aNequiOrder } from './pay-fixtures';

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '|')
    .replace(/\|+/g, '|');

const LIVE = { ...NO_SETTINGS, realtime: { key: 'fornido-key', cluster: 'us2', embedded: true } };
const rendered = (children: ReactNode, settings = LIVE) =>
  renderToString(
    <SettingsProvider value={settings}>
      <Router ssrPath="/micuenta/">{children}</Router>
    </SettingsProvider>,
  );

describe('the live-updates indicator on the pages that listen', () => {
  it('is on an order’s page from the server on, as a status line, before the connection is made', () => {
    const html = rendered(<OrderDetails order={anOrderView()} onChange={() => undefined} />);
    expect(html).toMatch(/<p role="status"[^>]*data-en-vivo="initialized"/);
    expect(text(html)).toContain('|Preparando la conexión en vivo…|');
  });

  it('is not shown where the store has no live updates configured', () => {
    const html = rendered(<OrderDetails order={anOrderView()} onChange={() => undefined} />, NO_SETTINGS);
    expect(html).not.toContain('data-en-vivo');
  });

  it('is on the account’s orders and on the account page’s orders section', () => {
    const orders = rendered(<AccountOrdersPage orders={[anOrderView()]} />);
    expect(orders).toMatch(/data-en-vivo="initialized"/);
    expect(text(orders)).toContain('|FO-2026-000042|');
    expect(text(orders)).toContain('|Estado: |confirmado para pago contraentrega| · ');
    const section = text(rendered(<OrdersSection />));
    expect(section).toContain('|Tus pedidos|Preparando la conexión en vivo…|');
    expect(section).toContain('|Ver mis pedidos|');
  });

  it('keeps the waiting payment’s own words while it waits', () => {
    const t = text(
      rendered(<OrderDetails order={aNequiOrder({ payments: [aNequiAttempt()] })} onChange={() => undefined} />),
    );
    expect(t).toContain('Esperando la confirmación del pago. Esta página se actualiza sola.');
    expect(t).toContain('|Preparando la conexión en vivo…|');
  });
});
