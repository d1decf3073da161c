import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { expect, it } from 'vitest';
import { mercadoPagoSandbox } from '../../../adapters/mercadopago/sandbox';
import { manualClock } from './harness';

// The store and the `fornido` command each mount a sandbox over the same file: a payment made on the store's checkout
// page is refunded by the command's sandbox, and the store's sees it refunded.
it('shares its preferences and payments through its file, so the store and the command see the same', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'fornido-mp-'));
  try {
    const file = join(dir, 'sandbox', 'mercadopago.json');
    const clock = manualClock();
    const store = mercadoPagoSandbox({ publicUrl: 'https://fornido.co', clock, file });
    const command = mercadoPagoSandbox({ publicUrl: 'https://fornido.co', clock, file });
    const app = express();
    app.use('/s', store.router);
    app.use('/c', command.router);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const auth = { 'Authorization': `Bearer ${store.credentials.accessToken}`, 'Content-Type': 'application/json' };
      const created = await fetch(`${origin}/s/api/checkout/preferences`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          items: [{ title: 'Creatina', quantity: 1, currency_id: 'COP', unit_price: 99_900 }],
          external_reference: 'FO-2026-000900',
        }),
      });
      const { id } = (await created.json()) as { id: string };
      const paid = store.control.pay(id, 'approved');
      if (typeof paid === 'string') throw new Error(paid);
      const refund = await fetch(`${origin}/c/api/v1/payments/${paid.payment.id}/refunds`, {
        method: 'POST',
        headers: { ...auth, 'X-Idempotency-Key': 'r-1' },
        body: '{}',
      });
      expect(refund.status).toBe(201);
      const seen = (await (
        await fetch(`${origin}/s/api/v1/payments/${paid.payment.id}`, { headers: auth })
      ).json()) as {
        status: string;
        transaction_amount_refunded: number;
      };
      expect(seen).toMatchObject({ status: 'refunded', transaction_amount_refunded: 99_900 });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
