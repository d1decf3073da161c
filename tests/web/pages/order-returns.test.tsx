import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { ReturnFormView, ReturnView } from '../../../contract/returns';
import { NO_SETTINGS, SettingsProvider } from '../../../web/lib/settings-context';
import { OrderSummaryLink } from '../../../web/pages/account/order-summary-link';
import { OrderReturns } from '../../../web/pages/orders/order-returns';
import { anOrderView } from '../support/order-view';

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '|')
    .replace(/\|+/g, '|');

const aForm = (over: Partial<ReturnFormView> = {}): ReturnFormView => ({
  lines: [{ sku: 'P02-2LB-CHOC', name: 'Whey Gold', presentation: '2 lb · Chocolate', returnable: 2, exchanges: [] }],
  lostParcel: null,
  deliveredOnText: 'lunes 23 de noviembre de 2026',
  retractoUntilText: 'lunes 30 de noviembre de 2026',
  retractoDays: 5,
  reversal: false,
  byTransfer: true,
  giftCredit: false,
  answerByText: 'viernes 18 de diciembre de 2026',
  ...over,
});

const aReturn = (over: Partial<ReturnView> = {}): ReturnView => ({
  number: 'FO-2026-000042-D1',
  state: 'requested',
  stateLabel: 'solicitada',
  reasonLabel: 'Derecho de retracto',
  lines: [{ sku: 'P02-2LB-CHOC', name: 'Whey Gold', quantity: 1 }],
  requestedAtText: '27 de noviembre de 2026, 10:15 a. m.',
  answerBy: '2026-12-18',
  answerByText: 'viernes 18 de diciembre de 2026',
  instructions: null,
  rejection: null,
  refunds: [],
  refundedText: null,
  ...over,
});

const LINK = '/pedido/FO-2026-000042/?firma=abcdefghijklmnopqrstuv';
const page = (order: ReturnType<typeof anOrderView>, at = LINK) =>
  renderToString(
    <SettingsProvider value={NO_SETTINGS}>
      <Router ssrPath={at}>
        <OrderReturns order={order} onAsked={() => undefined} />
      </Router>
    </SettingsProvider>,
  );

describe('the return form on an order’s page', () => {
  it('is a plain multipart form to the order’s returns, signed for a guest, with a labelled field for each answer', () => {
    const html = page(anOrderView({ state: 'delivered', returnForm: aForm() }));
    // The signature in the address too: a body too large to read still leads back to the signed page.
    expect(html).toContain('action="/api/v1/orders/FO-2026-000042/returns?firma=abcdefghijklmnopqrstuv"');
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
    expect(html).toContain('method="post"');
    expect(html).toMatch(/<input type="hidden" name="firma" value="abcdefghijklmnopqrstuv"/);
    const t = text(html);
    for (const label of [
      'Unidades de Whey Gold (2 lb · Chocolate)',
      'Las unidades de Whey Gold están selladas, sin abrir',
      'Motivo',
      'Cuéntanos qué pasó',
      'Fotos',
      '¿Cómo quieres recibir el dinero?',
      'Banco',
      'Tipo de cuenta',
      'Número de cuenta',
      'Nombre del titular',
      'Tipo de documento del titular',
      'Número de documento del titular',
    ])
      expect(t).toContain(`|${label}`);
    expect(html).toContain('name="units.P02-2LB-CHOC"');
    expect(html).toContain('name="sealed.P02-2LB-CHOC"');
    expect(html).toMatch(/<input id="devolucion-pictures" type="file" multiple=""[^>]*name="pictures"/);
    expect(t).toContain('Puedes devolver hasta 2 unidades.');
    expect(t).toContain('|Enviar solicitud de devolución|');
    expect(t).toContain('|Pedir una devolución|');
  });

  it('explains the windows in plain Spanish, with the last day of the retracto and the day the store answers by', () => {
    const t = text(page(anOrderView({ state: 'delivered', returnForm: aForm() })));
    expect(t).toContain(
      'puedes retractarte de la compra hasta el lunes 30 de noviembre de 2026 (5 días hábiles después de la entrega), solo con productos sellados, sin abrir.',
    );
    expect(t).toContain(
      'Te respondemos dentro de los 15 días hábiles: si la pides hoy, a más tardar el viernes 18 de diciembre de 2026.',
    );
    expect(t).toContain('aplica a compras pagadas con un medio electrónico');
  });

  it('offers the reasons the order allows, no exchange without variants to exchange for, and the ways the money can go back', () => {
    const cod = page(anOrderView({ state: 'delivered', returnForm: aForm() }));
    expect(cod).toContain('<option value="retracto">Derecho de retracto</option>');
    expect(cod).not.toContain('value="reversion"');
    expect(cod).not.toContain('value="cambio"');
    expect(cod).toContain('<option value="bank-transfer" selected="">Transferencia a mi cuenta bancaria</option>');
    expect(cod).not.toContain('value="original"');
    expect(cod).not.toContain('value="gift-credit"');

    const card = page(
      anOrderView({
        state: 'delivered',
        paymentMethod: 'card',
        returnForm: aForm({ retractoUntilText: null, reversal: true, byTransfer: false, giftCredit: true }),
      }),
    );
    expect(card).not.toContain('value="retracto"');
    expect(card).toContain('<option value="reversion">Reversión del pago</option>');
    expect(card).toContain('<option value="fraude">Fui víctima de fraude</option>');
    expect(text(card)).toContain('|Día en que te enteraste|');
    expect(card).toContain('<option value="original">Al medio con el que pagué</option>');
    expect(card).toContain('<option value="gift-credit">Saldo de regalo en mi cuenta de Fornido</option>');
    expect(text(card)).not.toContain('|Número de cuenta|');
    expect(text(card)).toContain('ese plazo ya terminó');
  });

  it('says how a form sent without JavaScript went: the number, or the refusal above the form with the pictures to choose again', () => {
    const order = anOrderView({ state: 'delivered', returnForm: aForm(), returns: [aReturn()] });
    const sent = text(page(order, `${LINK}&devolucion=FO-2026-000042-D1`));
    expect(sent).toContain('|Recibimos tu solicitud de devolución FO-2026-000042-D1.|');
    expect(sent).toContain('Te respondemos a más tardar el viernes 18 de diciembre de 2026.');
    const refused = page(order, `${LINK}&devolucion-rechazada=return-window-closed`);
    expect(refused).toMatch(/<details id="pedir-devolucion" open=""/);
    expect(text(refused)).toContain(
      'El plazo para ese motivo ya terminó o aún no empieza: revisa los plazos de arriba. Vuelve a llenar el formulario y a elegir las fotos.',
    );
    // Only the store's own sentences: a kind it does not know says nothing.
    expect(text(page(order, `${LINK}&devolucion-rechazada=%3Cscript%3E`))).not.toContain('Vuelve a llenar');
  });

  it('offers a cambio only for a line with variants to exchange it for, with a "Cambiar por" select of them', () => {
    const lines = [
      {
        sku: 'P02-2LB-CHOC',
        name: 'Whey Gold',
        presentation: '2 lb · Chocolate',
        returnable: 2,
        exchanges: [
          { sku: 'P02-2LB-FRES', label: '2 lb · Fresa' },
          { sku: 'P02-2LB-VAIN', label: '2 lb · Vainilla' },
        ],
      },
      { sku: 'C01-300G', name: 'Creatina', presentation: '300 g', returnable: 1, exchanges: [] },
    ];
    const html = page(anOrderView({ state: 'delivered', returnForm: aForm({ lines }) }));
    expect(html).toContain('<option value="cambio">Cambio por otra presentación</option>');
    const t = text(html);
    expect(t).toContain('|Cambiar por Whey Gold|');
    expect(t).toContain('Solo si pides un cambio por otra presentación.');
    expect(t).toContain('No hace falta para un cambio por otra presentación.');
    expect(html).toMatch(
      /<select[^>]*name="exchange\.P02-2LB-CHOC"[^>]*>.*<option value="P02-2LB-FRES">2 lb · Fresa<\/option><option value="P02-2LB-VAIN">2 lb · Vainilla<\/option>/,
    );
    // The creatine has no other presentation at its price: no select for it.
    expect(html).not.toContain('exchange.C01-300G');
    expect(t).not.toContain('Cambiar por Creatina');
  });

  it('offers a shipped order past its estimate only the reversal of a parcel that never arrived, for every unit', () => {
    const form = aForm({
      lostParcel: { estimateText: 'martes 24 de noviembre de 2026', untilText: 'miércoles 2 de diciembre de 2026' },
      deliveredOnText: null,
      retractoUntilText: null,
      reversal: true,
      byTransfer: false,
      giftCredit: true,
    });
    const html = page(anOrderView({ state: 'shipped', paymentMethod: 'card', returnForm: form }));
    const t = text(html);
    expect(t).toContain('|No recibí mi pedido: pedir la reversión del pago|');
    expect(t).toContain(
      'tu pedido debía llegar a más tardar el martes 24 de noviembre de 2026. Si no lo recibiste, puedes pedir la reversión del pago de todo el pedido hasta el miércoles 2 de diciembre de 2026 (5 días hábiles desde el día siguiente a la fecha estimada de entrega).',
    );
    expect(t).toContain('|Reversión del pago| · No recibí el pedido|');
    expect(t).toContain('|2 × Whey Gold (2 lb · Chocolate)|');
    expect(html).toContain('<input type="hidden" name="reason" value="reversion"/>');
    expect(html).toContain('<input type="hidden" name="reversalCause" value="no-recibido"/>');
    // No unit to choose, no other reason, no retracto window.
    expect(html).not.toContain('name="units.');
    expect(html).not.toContain('<select id="devolucion-reason"');
    expect(t).not.toContain('Derecho de retracto');
    expect(html).toContain('<option value="original">Al medio con el que pagué</option>');
    expect(t).toContain('|Pedir la reversión del pago|');
    const summary = text(
      renderToString(
        <Router ssrPath="/micuenta/">
          <OrderSummaryLink order={anOrderView({ state: 'shipped', returnForm: form })} />
        </Router>,
      ),
    );
    expect(summary).toContain('|No recibí mi pedido: pedir la reversión del pago|');
  });

  it('is not on an order with nothing left to return and no returns', () => {
    expect(page(anOrderView({ state: 'delivered' }))).toBe('');
  });
});

describe('the order’s returns on its page and in the account', () => {
  it('lists each return with its number, state, units and the refund made, partial refunds read as such', () => {
    const order = anOrderView({
      state: 'partially_returned',
      returns: [
        aReturn({
          state: 'refunded',
          stateLabel: 'reembolsada',
          refunds: [
            {
              amount: 43_300,
              howText: 'a tu medio de pago original',
              done: true,
              atText: '1 de diciembre de 2026, 9:00 a. m.',
            },
          ],
          refundedText: 'Reembolsamos $ 43.300 de $ 129.900',
        }),
        aReturn({ number: 'FO-2026-000042-D2', reasonLabel: 'Producto defectuoso' }),
      ],
    });
    const t = text(page(order));
    expect(t).toContain('|Devolución FO-2026-000042-D1|Estado: |reembolsada|');
    expect(t).toContain('|1 × Whey Gold|');
    expect(t).toContain('|Reembolsamos $ 43.300 de $ 129.900|');
    expect(t).toContain('$ 43.300 a tu medio de pago original, el 1 de diciembre de 2026, 9:00 a. m.');
    expect(t).toContain('|Devolución FO-2026-000042-D2|Estado: |solicitada|');
    expect(t).toContain('Te respondemos a más tardar el viernes 18 de diciembre de 2026.');
    expect(t).not.toContain('Pedir una devolución');
  });

  it('tells on /micuenta/ which orders have a return and its state, and links to ask from the order', () => {
    const withReturn = text(
      renderToString(
        <Router ssrPath="/micuenta/">
          <OrderSummaryLink order={anOrderView({ state: 'delivered', returns: [aReturn()], returnForm: aForm() })} />
        </Router>,
      ),
    );
    expect(withReturn).toContain('|Devolución FO-2026-000042-D1: solicitada|');
    expect(withReturn).toContain('|Pedir una devolución|');
    const none = text(
      renderToString(
        <Router ssrPath="/micuenta/">
          <OrderSummaryLink order={anOrderView()} />
        </Router>,
      ),
    );
    expect(none).not.toContain('Devolución');
  });
});
