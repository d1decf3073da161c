import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { GoodwillForm, OrderReturnList } from '../../../web/admin/pages/order-returns';
import { aConsoleReturn } from '../support/console-return';

describe("an order's returns on its console page", () => {
  it('lists them as links to their pages, with their state in Spanish, or says there are none', () => {
    const html = renderToString(
      <Router base="/admin" ssrPath="/admin/pedidos/FO-2026-000042/">
        <OrderReturnList returns={[aConsoleReturn({ state: 'approved' })]} />
      </Router>,
    ).replaceAll('<!-- -->', '');
    expect(html).toContain('<a href="/admin/devoluciones/FO-2026-000042-D1/"');
    expect(html).toContain('Aprobada · Derecho de retracto · 2 unidades');
    expect(renderToString(<OrderReturnList returns={[]} />)).toContain('Este pedido no tiene devoluciones.');
  });
});

describe('a goodwill refund from the order page', () => {
  it('asks the amount, the reason the shopper reads and, if made outside the store, how and its reference', () => {
    const html = renderToString(<GoodwillForm number="FO-2026-000042" done={() => undefined} />).replaceAll(
      '<!-- -->',
      '',
    );
    expect(html).toContain('Reembolso de cortesía');
    expect(html).toMatch(
      /<label for="cortesia-valor"[^>]*>Valor a devolver \(pesos\)<\/label><input[^>]*inputMode="numeric"/,
    );
    expect(html).toContain('Motivo (lo lee el cliente)');
    expect(html).toContain('Cómo se devolvió el dinero');
    expect(html).toContain('Referencia del reembolso (si ya lo hiciste fuera de la tienda)');
    expect(html).toContain('>Revisar reembolso…</button>');
  });
});
