import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { EPAYCO_SANDBOX_CREDENTIALS, epaycoSandbox } from '../../adapters/epayco/sandbox';
import type { Order } from '../../core/orders/order';
import { withStore } from '../../cli/store';
import { cliStore } from './support/cli-store';
import { placeAnOrder, startPaying } from './support/orders';

// ePayco with no keys runs against its sandbox, whose payments are kept under the data directory; the command serves
// that sandbox itself, so it asks ePayco about an attempt with the store stopped (as it must be with PGlite).
const { dataDir, cliEnv, fornido, fornidoWith } = cliStore('fornido-cli-payments-epayco-');
const quiet = { write: () => undefined };

/** An address where nothing answers: a port just opened and closed again. */
const deadOrigin = async () => {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
};

let order: Order;
let attemptId: string;
let reference: string;

describe('fornido payments with ePayco in sandbox mode', { timeout: 180_000 }, () => {
  beforeAll(async () => {
    ({ order, attemptId, reference } = await withStore(
      cliEnv(),
      async (c) => {
        const placed = await placeAnOrder(c, { paymentMethod: 'cash', sku: 'CE-C4O-195G-FRR', prefix: 'cli-epayco' });
        const { attempt } = await startPaying(c, placed, 'cash', { kind: 'cash-voucher', network: 'efecty' });
        return { order: placed, attemptId: attempt.id, reference: attempt.reference! };
      },
      { seedIfEmpty: true, log: quiet },
    ));
  }, 120_000);

  it("shows what ePayco's records say about the attempt, in words and in JSON", async () => {
    const shown = await fornido('payments', 'show', order.number);
    expect(shown.stderr).toBe('');
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(new RegExp(`^${attemptId}\\s+.+\\s+epayco\\s+cash\\s+pending\\s+`, 'm'));
    expect(shown.stdout).toContain(`\n\nAttempt ${attemptId}, ePayco says:\n  ref_payco: `);
    expect(shown.stdout).toMatch(new RegExp(`^  ref_payco:\\s+${reference}$`, 'm'));
    expect(shown.stdout).toMatch(/^ {2}State:\s+Pendiente$/m);
    expect(shown.stdout).toMatch(/^ {2}State code:\s+3$/m);
    expect(shown.stdout).toMatch(new RegExp(`^  Amount:\\s+${order.totals.total}$`, 'm'));
    expect(shown.stdout).toMatch(/^ {2}Bank:\s+Efecty$/m);
    expect(shown.stdout).toMatch(new RegExp(`^  Our attempt:\\s+${attemptId}$`, 'm'));
    expect(shown.stdout).toMatch(/\n\n1 attempt\.\n$/);

    const byReference = await fornido('payments', 'show', reference);
    expect(byReference.stdout).toContain(`Attempt ${attemptId}, ePayco says:`);

    const asJson = await fornido('payments', 'show', order.number, '--json');
    expect(asJson.code, asJson.stderr).toBe(0);
    const { attempts } = JSON.parse(asJson.stdout) as { attempts: Record<string, unknown>[] };
    const voucher = attempts.find((a) => a.id === attemptId)!;
    expect(voucher).toMatchObject({
      provider: 'epayco',
      reference,
      providerSays: {
        'ref_payco': reference,
        'Invoice': expect.any(String),
        'State': 'Pendiente',
        'State code': '3',
        'Amount': String(order.totals.total),
        'Currency': 'COP',
        'Our attempt': attemptId,
        'Test': 'TRUE',
      },
    });
  });

  it('warns in one line when ePayco cannot be asked, and still shows the rest with exit code 0', async () => {
    const nowhere = await deadOrigin();
    const live = {
      EPAYCO_PUBLIC_KEY: EPAYCO_SANDBOX_CREDENTIALS.publicKey,
      EPAYCO_PRIVATE_KEY: EPAYCO_SANDBOX_CREDENTIALS.privateKey,
      EPAYCO_CUSTOMER_ID: EPAYCO_SANDBOX_CREDENTIALS.customerId,
      EPAYCO_P_KEY: EPAYCO_SANDBOX_CREDENTIALS.pKey,
      EPAYCO_API_URL: nowhere,
      EPAYCO_SECURE_URL: nowhere,
      EPAYCO_APIFY_URL: nowhere,
      // The validation service's own host, when configuration names one (it reads payments back by ref_payco).
      EPAYCO_VALIDATION_URL: nowhere,
    };
    const shown = await fornidoWith(live, 'payments', 'show', order.number);
    expect(shown.code).toBe(0);
    expect(shown.stderr).toMatch(
      new RegExp(
        `^warning: ePayco could not be asked about attempt ${attemptId} \\(reference ${reference}\\); it is shown as the store has it\\. Error: \\[105\\] .+\\n$`,
      ),
    );
    expect(shown.stdout).toContain(`Order ${order.number} (pending_payment)`);
    expect(shown.stdout).toMatch(new RegExp(`^${attemptId}\\s+.+\\s+epayco\\s+cash\\s+pending\\s+`, 'm'));
    expect(shown.stdout).not.toContain(`Attempt ${attemptId}, ePayco says:`);
    const asJson = await fornidoWith(live, 'payments', 'show', order.number, '--json');
    expect(asJson.code).toBe(0);
    expect(asJson.stderr.trim().split('\n')).toHaveLength(1);
    const { attempts } = JSON.parse(asJson.stdout) as { attempts: Record<string, unknown>[] };
    expect(attempts.find((a) => a.id === attemptId)).toMatchObject({ providerSays: null });
  });

  it('reconciles a voucher paid at the counter whose confirmation never reached the stopped store', async () => {
    // The cashier takes the money: the sandbox (reading the store's file) marks it paid and sends the confirmation to
    // the address the store gave, where nothing listens now.
    const counter = epaycoSandbox({ file: join(dataDir, 'sandbox', 'epayco.json'), retryDelaysMs: [] });
    expect(counter.control.settle(reference, 1)).toMatchObject({ refPayco: Number(reference), state: 1 });
    await counter.control.idle();
    expect(counter.control.confirmations()).toEqual([
      expect.objectContaining({ refPayco: reference, state: '1', ok: false, status: null }),
    ]);

    const reconciled = await fornido('payments', 'reconcile');
    expect(reconciled.code, reconciled.stderr).toBe(0);
    expect(reconciled.stdout).toMatch(/^Changed\nORDER\s+PROVIDER\s+REFERENCE\s+FROM → TO$/m);
    expect(reconciled.stdout).toMatch(
      new RegExp(`^${order.number}\\s+epayco\\s+${reference}\\s+pending → approved$`, 'm'),
    );
    expect(reconciled.stdout).toMatch(/: 1 changed, 0 still disagree\.\n$/);
    const state = await withStore(
      cliEnv(),
      async (c) => (await c.get(T.orderStore).findByNumber(order.number))?.state,
      {
        log: quiet,
      },
    );
    expect(state).toBe('paid');

    const shown = await fornido('payments', 'show', order.number);
    expect(shown.stdout).toContain(`Order ${order.number} (paid)`);
    expect(shown.stdout).toMatch(/^ {2}State:\s+Aceptada$/m);
    const again = await fornido('payments', 'reconcile', '--provider', 'epayco');
    expect(again.stdout).toMatch(/^Checked 0 open attempts .*: 0 changed, 0 still disagree\.\n$/);
  });
});
