import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { sandboxPayments } from '../../adapters/nequi/sandbox-payments';
import { withStore } from '../../cli/store';
import { cliStore } from './support/cli-store';
import { placeAnOrder, startPaying } from './support/orders';

// The store as `npm start` leaves it, with no Nequi credentials: Nequi runs against its sandbox, whose payments are
// kept under the data directory. The command serves that sandbox itself, so it works with the store stopped (as it
// must be with PGlite).
const { dataDir, cliEnv, fornido } = cliStore('fornido-cli-wallet-sandbox-');
const quiet = { write: () => undefined };

describe('fornido wallet with Nequi in sandbox mode', { timeout: 120_000 }, () => {
  it('reverses a push the store made and the sandbox phone approved, with no server running', async () => {
    const { order, reference } = await withStore(
      cliEnv(),
      async (c) => {
        const placed = await placeAnOrder(c, { paymentMethod: 'nequi', sku: 'CE-C4O-195G-FRR', prefix: 'cli-sbx' });
        const { attempt } = await startPaying(c, placed, 'nequi', { kind: 'wallet-push', phone: '3001234567' });
        return { order: placed, reference: attempt.reference! };
      },
      { seedIfEmpty: true, log: quiet },
    );
    // The shopper approves on the sandbox phone (the store's sandbox, reading the same file).
    const phone = sandboxPayments({
      clock: { now: () => new Date() },
      paymentMinutes: 10,
      file: join(dataDir, 'sandbox', 'nequi.json'),
    });
    expect(phone.approve(reference)).toBeNull();

    const reconciled = await fornido('payments', 'reconcile');
    expect(reconciled.stdout).toContain(`${order.number}  nequi`);
    expect(reconciled.code).toBe(0);
    const status = await fornido('wallet', 'status', reference);
    expect(status.stdout).toMatch(/Nequi says: approved/);

    const reversed = await fornido('wallet', 'reverse', order.number, '--yes');
    expect(reversed.stderr).toBe('');
    expect(reversed.code).toBe(0);
    expect(reversed.stdout).toContain(`${order.number} is now reversed`);
    expect(phone.find(reference)?.state).toBe('reversed');
    const after = await withStore(cliEnv(), async (c) => (await c.get(T.orders).findByNumber(order.number))!.state, {
      log: quiet,
    });
    expect(after).toBe('reversed');
  });
});
