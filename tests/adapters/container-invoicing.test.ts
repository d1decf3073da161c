import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../adapters/config';
import { T } from '../../adapters/container';
import { invoiceSenderJob } from '../../adapters/container-invoice-sender';
import { createContainer } from '../../adapters/container-root';
import { fakeInvoiceIssuer } from '../fakes/fake-invoice-issuer';
import { openCataloguePglite, type TestDatabase } from '../support/databases';
import { aMove, aNewOrder, anOrderLine, NO_CAPS, placedOrder } from './persistence/order-fixtures';
import { aNumbering } from '../core/invoicing/invoicing-builders';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const config = () => ({
  ...loadConfig({ PUBLIC_URL: 'https://fornido.co', DATA_DIR: 'memory://' }),
  logLevel: 'silent' as const,
});
const NOW = new Date('2026-11-25T15:00:00Z');

let database: TestDatabase;
beforeAll(async () => {
  database = await openCataloguePglite();
}, 120_000);
afterAll(() => database.drop());

describe('invoicing in the composition root', () => {
  it('runs against the local DIAN sandbox as configured by default, mounted by the server', () => {
    const c = createContainer(config(), database, silent);
    expect(c.get(T.invoicing)?.numbering.prefix).toBe('SETP');
    expect(c.get(T.invoicingSandbox)?.path).toBe('/sandbox/dian');
    expect(c.get(T.eventSubscribers).map((s) => s.name)).toContain('invoicing');
  });

  it('is off with INVOICING=off: no subscriber, no sender, no sandbox, the store still readable', async () => {
    const off = { ...loadConfig({ DATA_DIR: 'memory://', INVOICING: 'off' }), logLevel: 'silent' as const };
    const c = createContainer(off, database, silent);
    expect(c.get(T.invoicing)).toBeNull();
    expect(c.get(T.invoicingSandbox)).toBeNull();
    expect(c.get(T.eventSubscribers).map((s) => s.name)).not.toContain('invoicing');
    expect(invoiceSenderJob(c, silent)).toBeNull();
    expect(await c.get(T.invoiceStore).list({ limit: 5 })).toEqual([]);
  });

  it('with them, records the invoice of a paid order from its event and sends it on the sender’s timer', async () => {
    const fake = fakeInvoiceIssuer(NOW);
    const clock = { now: () => NOW };
    const c = createContainer(config(), database, silent, {
      clock,
      invoicing: { issuer: fake.issuer, numbering: aNumbering() },
    });
    expect(c.get(T.eventSubscribers).map((s) => s.name)).toContain('invoicing');
    const orders = c.get(T.orderStore);
    const order = placedOrder(
      await orders.place(aNewOrder([anOrderLine('P02-2LB-CHOC', 1)]), 'factura-contenedor', NO_CAPS),
    );
    expect(await orders.change(aMove(order, 'paid', { event: 'approve-payment' }))).toBe(true);
    await c.get(T.events).dispatchEvents();
    const [recorded] = await c.get(T.invoiceStore).forOrder(order.id);
    expect(recorded).toMatchObject({
      kind: 'invoice',
      state: 'pending',
      number: 'SETP990000000',
      payable: order.totals.total,
    });
    await invoiceSenderJob(c, silent)!();
    expect(await c.get(T.invoiceStore).find(recorded.id)).toMatchObject({ state: 'accepted', code: fake.log.sent[0] });
    // The acceptance is told to the outbox with it: the buyer is mailed the XML and the PDF, once.
    await c.get(T.events).dispatchEvents();
    await c.get(T.events).dispatchEvents();
    const mails = await c.get(T.mailOutbox).list({ to: order.buyer.email, limit: 10 });
    const invoiceMails = mails.filter((m) => m.template === 'invoice-issued');
    expect(invoiceMails).toHaveLength(1);
    expect(invoiceMails[0].subject).toContain(`SETP990000000 — pedido ${order.number}`);
    expect(invoiceMails[0].files.map((f) => [f.filename, f.contentType])).toEqual([
      ['SETP990000000.xml', 'application/xml'],
      ['SETP990000000.pdf', 'application/pdf'],
    ]);
    expect((await c.get(T.invoiceStore).find(recorded.id))?.mailedAt).toEqual(NOW);
    expect((await c.get(T.invoicing)!.checkNumbering()).usage).toEqual({ used: 1, last: 990_000_000, waiting: 0 });
  });
});
