import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OrderInvoices } from '../../../web/pages/orders/order-invoices';
import { anOrderView } from '../support/order-view';

const FIRMA = '?firma=abc';

describe('the electronic invoices on the order page', () => {
  it('links each accepted document’s PDF, signed as the page is', () => {
    const html = renderToString(
      <OrderInvoices
        order={anOrderView({
          invoices: [
            {
              kind: 'invoice',
              number: 'SETP990000007',
              label: 'Descargar factura electrónica SETP990000007 (PDF)',
              href: `/pedido/FO-2026-000042/factura/SETP990000007.pdf${FIRMA}`,
            },
            {
              kind: 'credit-note',
              number: 'NC3',
              label: 'Descargar nota crédito NC3 (PDF)',
              href: `/pedido/FO-2026-000042/factura/NC3.pdf${FIRMA}`,
            },
          ],
        })}
      />,
    );
    expect(html).toContain('Facturación electrónica');
    expect(html).toMatch(
      /<a href="\/pedido\/FO-2026-000042\/factura\/SETP990000007\.pdf\?firma=abc" download="[^"]*"[^>]*>Descargar factura electrónica SETP990000007 \(PDF\)<\/a>/,
    );
    expect(html).toContain('>Descargar nota crédito NC3 (PDF)</a>');
  });

  it('shows nothing while the DIAN has accepted none', () => {
    expect(renderToString(<OrderInvoices order={anOrderView()} />)).toBe('');
  });
});
