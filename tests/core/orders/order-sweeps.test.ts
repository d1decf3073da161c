import { describe, expect, it } from 'vitest';
import type { cancelStaleOrders } from '../../../core/orders/cancel-stale-orders';
import type { expirePendingOrders } from '../../../core/orders/expire-pending-orders';
import type { Order } from '../../../core/orders/order';
import type { findOrder } from '../../../core/orders/order-queries';
import { cancelStaleOrdersAs, expireOrdersAs } from '../../../core/orders/order-sweeps';
import { err, ok } from '../../../core/shared/result';
import { anActor } from '../../builders/operators';

const LINES = [{ sku: 'BSN-SY6-2LB-CHOC', quantity: 2 }] as unknown as Order['lines'];

describe('the orders swept by an operator', () => {
  it('cancels the stale cash-on-delivery orders under the operator, for roles that cancel orders', async () => {
    const asked: { actor: string; dryRun: boolean }[] = [];
    const stale: ReturnType<typeof cancelStaleOrders> = async (input) => {
      asked.push({ actor: input.actor, dryRun: input.dryRun });
      if (input.reason.trim().length < 3)
        return err({ kind: 'invalid-input', message: 'x', fields: { reason: 'invalid' } });
      return ok({ numbers: ['FO-2026-000007'], dryRun: input.dryRun });
    };
    const sweep = cancelStaleOrdersAs({ cancelStaleOrders: stale });
    const owner = anActor('manager');
    const input = { olderThanHours: 24, reason: 'No contesta', dryRun: false };
    expect(await sweep(owner, input)).toEqual(ok({ numbers: ['FO-2026-000007'], dryRun: false }));
    expect(asked).toEqual([{ actor: owner.name, dryRun: false }]);
    expect(await sweep(anActor('warehouse'), input)).toMatchObject(
      err({ kind: 'forbidden', permission: 'orders.cancel' }),
    );
    expect(await sweep(owner, { ...input, reason: 'no' })).toMatchObject(
      err({ kind: 'invalid-input', fields: { reason: 'Escribe por qué se cancelan (de 3 a 300 caracteres).' } }),
    );
    expect(asked).toHaveLength(2);
  });

  it('expires the unpaid orders past their time and answers each with the lines back on sale', async () => {
    let runs = 0;
    const expire: ReturnType<typeof expirePendingOrders> = async () => (++runs, ['FO-2026-000008']);
    const find: ReturnType<typeof findOrder> = async (number) => ok({ number, lines: LINES } as unknown as Order);
    const sweep = expireOrdersAs({ expirePendingOrders: expire, findOrder: find });
    expect(await sweep(anActor('support'))).toMatchObject(err({ kind: 'forbidden', permission: 'orders.cancel' }));
    expect(runs).toBe(0);
    expect(await sweep(anActor('owner'))).toEqual(ok([{ number: 'FO-2026-000008', lines: LINES }]));
  });
});
