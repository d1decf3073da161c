import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../adapters/config';
import { T } from '../../adapters/container';
import { invoiceSenderJob } from '../../adapters/container-invoicing';
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
  it('is off without an issuer and a numbering: no subscriber, no sender, the store still readable', async () => {
    const c = createContainer(config(), database, silent);
    expect(c.get(T.invoicing)).toBeNull();
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
    expect((await c.get(T.invoicing)!.checkNumbering()).usage).toEqual({ used: 1, last: 990_000_000, waiting: 0 });
  });
});
