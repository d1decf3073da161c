import type { Order } from '../../../core/orders/order';
import type { OrderStore } from '../../../core/orders/ports';
import type { PaymentAttemptStore, StoredAttempt } from '../../../core/payments/ports';
import type { MobilePhone } from '../../../core/people/phone';
import { pesos } from '../../../core/shared/money';
import { aKey, aNewOrder, anOrderLine, NO_CAPS, placedOrder } from './order-fixtures';

/** The one sku of the suite, with units enough for every test. */
export const ATTEMPT_SKU = 'PAGOS';

/** An attempt store with the order store of the same orders (to place them and move attempts). */
export type AttemptSubject = {
  readonly orders: OrderStore;
  readonly attempts: PaymentAttemptStore;
  readonly close: () => Promise<void>;
};

export const T0 = new Date('2026-11-22T15:00:00Z');
export const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
export const PHONE = '3001234567' as MobilePhone;
let providers = 0;
/** A provider name no other test uses, so claims without other filters see only this test's attempts. */
export const aProvider = () => `proveedor-${++providers}`;

/** Orders and attempts made in a subject's stores, for the contract's tests. */
export const attemptHelpers = (subject: () => AttemptSubject) => {
  const anOrder = async (placedAt = T0): Promise<Order> =>
    placedOrder(await subject().orders.place(aNewOrder([anOrderLine(ATTEMPT_SKU, 1)], { placedAt }), aKey(), NO_CAPS));
  /** A new attempt at `provider` on a new order, made `minutes` after T0. */
  const anAttempt = async (provider: string, minutes = 0) => {
    const order = await anOrder();
    const attempt = await subject().attempts.add(order.id, {
      method: 'nequi',
      provider,
      amount: pesos(12_000),
      at: at(minutes),
    });
    return { order, attempt };
  };
  /** Sends an attempt to its provider: pending, with the provider's reference. */
  const submit = async (attemptId: string, reference: string, minutes = 1) =>
    subject().orders.changePayment({
      attemptId,
      from: 'created',
      to: 'pending',
      details: { reference },
      at: at(minutes),
      order: null,
    });
  const ids = (list: readonly StoredAttempt[]) => list.map((a) => a.attempt.id);
  return { anOrder, anAttempt, submit, ids };
};

export type AttemptHelpers = ReturnType<typeof attemptHelpers>;
