import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderView, PaymentView } from '../../../contract/checkout';
import { OrderDetails } from '../../../web/pages/orders/order-details';
import { bankInstrument } from '../../../web/pages/orders/pay/bank-transfer-form';
import { voucherInstrument } from '../../../web/pages/orders/pay/cash-voucher-form';
import { takesHere } from '../../../web/pages/orders/pay/instruments';
import { firstStage, redirectOf } from '../../../web/pages/orders/pay/pay-stage';
import { loadBanks } from '../../../web/pages/orders/pay/use-banks';
import { aNequiAttempt, aNequiOrder, cashOption, pseOption, safetypayOption } from './pay-fixtures';

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '|')
    .replace(/\|+/g, '|');
const shown = (order: OrderView) => renderToString(<OrderDetails order={order} onChange={() => undefined} />);

describe('PSE on the order’s page', () => {
  let asked: string[];
  let reply: () => Response;
  beforeEach(() => {
    asked = [];
    vi.stubGlobal('fetch', async (path: string) => {
      asked.push(path);
      return reply();
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the store for the banks and offers them', async () => {
    reply = () =>
      new Response(JSON.stringify({ banks: [{ code: '1022', name: 'Banco Unión Colombiano' }] }), { status: 200 });
    expect(await loadBanks()).toEqual({ kind: 'ready', banks: [{ code: '1022', name: 'Banco Unión Colombiano' }] });
    expect(asked).toEqual(['/api/v1/payments/banks']);
  });

  it('shows the 503’s Spanish message and lets the shopper try again; a 409 only offers another method', async () => {
    const message =
      'No pudimos traer la lista de bancos de PSE. Inténtalo de nuevo en unos minutos o elige otro medio de pago.';
    reply = () => new Response(JSON.stringify({ error: { kind: 'banks-unavailable', message } }), { status: 503 });
    expect(await loadBanks()).toEqual({ kind: 'failed', message, retry: true });
    const off = 'El pago por PSE no está disponible en este momento.';
    reply = () =>
      new Response(JSON.stringify({ error: { kind: 'payment-method-unavailable', message: off } }), { status: 409 });
    expect(await loadBanks()).toEqual({ kind: 'failed', message: off, retry: false });
    reply = () => new Response(JSON.stringify({ banks: [] }), { status: 200 });
    expect(await loadBanks()).toMatchObject({ kind: 'failed', retry: true });
  });

  it('asks the person type and the bank, labelled, and sends them as the bank-transfer instrument', () => {
    const html = shown(aNequiOrder({ paymentMethod: 'pse', payOptions: [pseOption()] }));
    const t = text(html);
    expect(t).toContain('|Tipo de persona|Persona natural|Persona jurídica (empresa)|');
    expect(html).toMatch(
      /<input type="radio" class="[^"]*" name="pago-personType" checked="" value="natural"\/>Persona natural/,
    );
    expect(html).toMatch(/<label for="pago-bank"[^>]*>Banco<\/label>/);
    expect(html).toContain('Cargando los bancos…');
    expect(t).toContain('|Ir a mi banco|');
    expect(bankInstrument('1022', 'juridica')).toEqual({ kind: 'bank-transfer', bank: '1022', personType: 'juridica' });
    expect(bankInstrument('', 'natural')).toEqual({ field: 'bank', message: 'Elige tu banco.' });
  });

  it('sends the shopper to the bank right after the answer, and only then (not when they come back)', () => {
    const attempt = aNequiAttempt({
      method: 'pse',
      methodLabel: 'PSE',
      paidText: 'Pagado con PSE.',
      action: { kind: 'redirect', url: 'https://banco.example/pse?id=77' },
    });
    const view: PaymentView = { order: aNequiOrder(), attempt, status: 'pending', message: null };
    expect(redirectOf(view)).toBe('https://banco.example/pse?id=77');
    expect(redirectOf({ ...view, status: 'rejected', attempt: { ...attempt, open: false } })).toBeNull();
    expect(redirectOf({ ...view, attempt: aNequiAttempt() })).toBeNull();
    // Back from the bank (?ref_payco=…): the page follows the attempt, with the bank's link as the way back there.
    const back = aNequiOrder({ paymentMethod: 'pse', payOptions: [pseOption()], payments: [attempt] });
    expect(firstStage(back, null)).toMatchObject({ kind: 'waiting', attempt: { id: 'pa-1' } });
    const html = shown(back);
    expect(html).toContain('href="https://banco.example/pse?id=77"');
    expect(text(html)).toContain('Esperando la confirmación del pago. Esta página se actualiza sola.');
  });
});

describe('SafetyPay through the hosted-checkout path', () => {
  it('offers its button and follows the redirect like any hosted checkout', () => {
    expect(takesHere('hosted-checkout')).toBe(true);
    const t = text(shown(aNequiOrder({ paymentMethod: 'safetypay', payOptions: [safetypayOption()] })));
    expect(t).toContain('|SafetyPay (banca en línea o efectivo)|');
    expect(t).toContain('|Continuar|');
    const attempt = aNequiAttempt({
      method: 'safetypay',
      methodLabel: 'SafetyPay',
      paidText: 'Pagado con SafetyPay.',
      action: { kind: 'redirect', url: 'https://safetypay.example/pay/1' },
    });
    expect(redirectOf({ order: aNequiOrder(), attempt, status: 'pending', message: null })).toBe(
      'https://safetypay.example/pay/1',
    );
  });
});

describe('cash on the order’s page', () => {
  it('offers the method’s networks by name, in a fieldset with its legend', () => {
    const html = shown(aNequiOrder({ paymentMethod: 'cash', payOptions: [cashOption()] }));
    const t = text(html);
    expect(t).toContain('|¿Dónde quieres pagar en efectivo?|Efecty|Baloto|SuRed|');
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>¿Dónde quieres pagar en efectivo\?/);
    expect(t).toContain('|Generar el código de pago|');
    expect(voucherInstrument('baloto')).toEqual({ kind: 'cash-voucher', network: 'baloto' });
    expect(voucherInstrument('')).toEqual({ field: 'network', message: 'Elige dónde quieres pagar en efectivo.' });
    expect(voucherInstrument('constructor')).toMatchObject({ field: 'network' });
  });

  const voucher = (projectCode: string | null) =>
    aNequiOrder({
      paymentMethod: 'cash',
      payOptions: [cashOption()],
      payments: [
        aNequiAttempt({
          method: 'cash',
          methodLabel: 'Efectivo',
          paidText: 'Pagado con Efectivo.',
          amount: 129_900,
          expiresAt: '2026-11-22T12:05:00.000Z',
          expiresAtText: 'el domingo 22 de noviembre de 2026 a las 7:05 a. m.',
          action: {
            kind: 'voucher',
            network: 'efecty',
            networkName: 'Efecty',
            reference: '8823401',
            pin: '55102938',
            projectCode,
          },
        }),
      ],
    });

  it('shows the voucher: network, agreement, PIN, amount, reference, Bogotá deadline, instructions and "Imprimir"', () => {
    const html = shown(voucher('110342'));
    const t = text(html);
    expect(t).toContain('|Paga en efectivo en Efecty|');
    expect(t).toContain('|Convenio|110342|');
    expect(t).toContain('|Referencia de pago (PIN)|55102938|');
    expect(t).toContain('|Valor a pagar|$ 129.900|');
    expect(t).toContain('|Número de la transacción|8823401|');
    expect(t).toContain('|Paga a más tardar el domingo 22 de noviembre de 2026 a las 7:05 a. m. (hora de Colombia).|');
    expect(t).toContain('Di que vas a pagar el convenio 110342 y da la referencia de pago 55102938.');
    expect(html).toMatch(/<button type="button" class="[^"]*print:hidden[^"]*">Imprimir<\/button>/);
    // Days to pay: the deadline is said, not a minutes clock.
    expect(t).not.toContain('Tiempo para pagar');
    const without = text(shown(voucher(null)));
    expect(without).not.toContain('Convenio');
    expect(without).toContain('Da la referencia de pago 55102938.');
  });

  it('prints only the voucher: it is marked, and the stylesheet hides everything around it', () => {
    const html = shown(voucher('110342'));
    expect(html).toMatch(
      /<div data-print-only="true" class="[^"]*print:border-0[^"]*"><h3[^>]*>Paga en efectivo en Efecty/,
    );
    const css = readFileSync('web/styles.css', 'utf8');
    expect(css).toMatch(
      /@media print \{\s*body:has\(\[data-print-only\]\) \*:not\(:has\(\[data-print-only\]\)\):not\(\[data-print-only\]\):not\(\[data-print-only\] \*\) \{\s*display: none !important;/,
    );
  });
});
