import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { AsJson } from '../../../contract/endpoint';
import { invoiceView, type InvoiceView, type NumberingView } from '../../../core/invoicing/operator-invoices';
import { InvoiceRow, NumberingBanner } from '../../../web/admin/pages/invoices-page';
import { OrderInvoiceList } from '../../../web/admin/pages/order-invoices';
import { anInvoice, TEST_NUMBERING } from '../../core/invoicing/support/invoice-fixtures';

const FAU04 = { code: 'FAU04', message: 'Valor total de la factura no coincide con la suma de los valores' };
const asJson = <T,>(value: T): AsJson<T> => JSON.parse(JSON.stringify(value)) as AsJson<T>;
const accepted = asJson(invoiceView(anInvoice()));
const refused = asJson(
  invoiceView(anInvoice({ id: 'nc-1', kind: 'credit-note', number: 'NC7', state: 'refused', rules: [FAU04] })),
);

const html = (node: React.ReactNode) =>
  renderToString(
    <Router base="/admin" ssrPath="/admin/facturas/">
      {node}
    </Router>,
  ).replaceAll('<!-- -->', '');

const row = (invoice: AsJson<InvoiceView>, retry: (() => void) | null) =>
  html(
    <table>
      <tbody>
        <InvoiceRow invoice={invoice} retry={retry} />
      </tbody>
    </table>,
  );

describe('Facturas in the console', () => {
  it('shows an accepted invoice with its order, kind, total, state in Spanish and its PDF, never to retry', () => {
    const shown = row(accepted, () => undefined);
    expect(shown).toContain('SETP990000001');
    expect(shown).toContain('href="/admin/pedidos/FO-2026-000101/"');
    expect(shown).toContain('Factura');
    expect(shown).toContain('$ 129.900');
    expect(shown).toContain('Aceptada por la DIAN');
    expect(shown).toContain('href="/api/admin/v1/invoices/inv-1/pdf" download=""');
    expect(shown).not.toContain('Reintentar');
  });

  it('shows a refused credit note with the DIAN’s rules, and Reintentar only to those who may', () => {
    const shown = row(refused, () => undefined);
    expect(shown).toContain('Nota crédito');
    expect(shown).toContain('Rechazada por la DIAN');
    expect(shown).toContain(`<span class="font-semibold">FAU04</span>: ${FAU04.message}`);
    expect(shown).toContain('>Reintentar</button>');
    expect(shown).not.toContain('/pdf');
    expect(row(refused, null)).not.toContain('Reintentar');
  });

  it('warns of the numbering in Spanish, and says nothing when all is well', () => {
    const numbering: NumberingView = {
      numbering: TEST_NUMBERING,
      usage: { used: 1, last: 990000001, waiting: 0 },
      left: 4_999_999,
      warnings: ['The numbering resolution expires in 20 days.'],
      avisos: ['La resolución de numeración vence en 20 días.'],
    };
    expect(html(<NumberingBanner numbering={asJson(numbering)} />)).toContain(
      'La resolución de numeración vence en 20 días.',
    );
    expect(html(<NumberingBanner numbering={asJson({ ...numbering, warnings: [], avisos: [] })} />)).toBe('');
  });

  it('lists an order’s documents in its Facturación section, or says it has none yet', () => {
    const shown = html(<OrderInvoiceList documents={[accepted, refused]} />);
    expect(shown).toContain('Facturación');
    expect(shown).toContain('Factura SETP990000001</span> · $ 129.900 · Aceptada por la DIAN');
    expect(shown).toContain('PDF de SETP990000001');
    expect(shown).toContain('Nota crédito NC7</span> · $ 129.900 · Rechazada por la DIAN');
    expect(html(<OrderInvoiceList documents={[]} />)).toContain('Este pedido todavía no tiene factura electrónica.');
  });
});
