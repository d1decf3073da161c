import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import type { MobilePhone } from '../../core/people/phone';
import { UNANSWERED } from '../../core/payments/attempt';
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
    const after = await withStore(
      cliEnv(),
      async (c) => (await c.get(T.orderStore).findByNumber(order.number))!.state,
      {
        log: quiet,
      },
    );
    expect(after).toBe('reversed');
  });
  it('reconciliation gives back a push the shopper approved after the store stopped waiting for its answer', async () => {
    const phone = sandboxPayments({
      clock: { now: () => new Date() },
      paymentMinutes: 10,
      file: join(dataDir, 'sandbox', 'nequi.json'),
    });
    const order = await withStore(
      cliEnv(),
      async (c) => {
        const placed = await placeAnOrder(c, { paymentMethod: 'nequi', sku: 'CE-C4O-195G-FRR', prefix: 'cli-unans' });
        const attempt = await c.get(T.paymentAttempts).add(placed.id, {
          method: 'nequi',
          provider: 'nequi',
          amount: placed.totals.total,
          at: new Date(Date.now() - 20 * 60_000),
        });
        // The push reached the phone, but its answer never reached the store: the attempt failed, keeping what the
        // push was (its MessageID, phone and end, passed since).
        const sent = phone.push({
          phone: '3001234567',
          value: placed.totals.total,
          references: ['Fornido', placed.number, attempt.id],
          messageId: '4242424242',
          clientId: 'fornido-sandbox',
        });
        expect(sent.code).toBe('0');
        await c.get(T.orderStore).changePayment({
          attemptId: attempt.id,
          from: 'created',
          to: 'failed',
          details: {
            reason: UNANSWERED,
            message: 'Nequi no respondió a tiempo.',
            action: { kind: 'push', phone: '3001234567' as MobilePhone },
            expiresAt: new Date(Date.now() - 60_000),
            providerMessageId: '4242424242',
          },
          at: new Date(Date.now() - 19 * 60_000),
          order: null,
        });
        return placed;
      },
      { log: quiet },
    );
    const pushed = phone.list().find((p) => p.messageId === '4242424242')!;
    expect(phone.approve(pushed.id)).toBeNull();

    const reconciled = await fornido('payments', 'reconcile');
    expect(reconciled.code).toBe(0);
    expect(reconciled.stdout).toMatch(
      new RegExp(`Unanswered requests\\n.*\\n${order.number}  nequi .*paid after the time-out: reversed`),
    );
    expect(reconciled.stdout).toContain('Withdrew 1 unanswered request whose time ran out (1 paid and reversed).');
    expect(phone.find(pushed.id)?.state).toBe('reversed');
    // Its order still waits for a payment that counts.
    const after = await withStore(
      cliEnv(),
      async (c) => (await c.get(T.orderStore).findByNumber(order.number))!.state,
      {
        log: quiet,
      },
    );
    expect(after).toBe('pending_payment');
    expect((await fornido('payments', 'reconcile')).stdout).not.toContain('Unanswered');
  });
});
