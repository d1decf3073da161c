import { sqlEventOutbox } from '../../../adapters/persistence/event-outbox';
import { sqlOrderStore } from '../../../adapters/persistence/order-store';
import { sqlPaymentAttemptStore } from '../../../adapters/persistence/payment-attempt-store';
import { seedCatalogue } from '../../../adapters/persistence/seed/seed-catalogue';
import type { Order } from '../../../core/orders/order';
import type { OrderStore } from '../../../core/orders/ports';
import { aCatalogue, aProduct, aVariant } from '../../builders/seed-data';
import type { Engine } from '../../support/databases';
import { aNewOrder, anOrderLine, NO_CAPS } from './order-fixtures';

/** The one sku of the event suites, with 1 000 units. */
export const EVENT_SKU = 'EVENTOS';

/** Places a prepaid order of `quantity` units of EVENT_SKU at `at` under `key`: the order (also for a repeated key), or
 * null when it is short. */
export const placing =
  (orders: OrderStore) =>
  async (key: string, at: Date, quantity = 1): Promise<Order | null> => {
    const outcome = await orders.place(aNewOrder([anOrderLine(EVENT_SKU, quantity)], { placedAt: at }), key, NO_CAPS);
    return outcome.kind === 'placed' || outcome.kind === 'duplicate' ? outcome.order : null;
  };

/** A fresh database of `engine` with EVENT_SKU on sale, its order and attempt stores and its outbox of order events. */
export const openEventDatabase = async (engine: Engine) => {
  const database = await engine.open();
  const product = aProduct({ slug: 'eventos', variants: [aVariant({ sku: EVENT_SKU, stock: 1_000 })] });
  await seedCatalogue(database.db, { ...aCatalogue(), products: [product] }, new Date('2026-11-22T12:00:00Z'));
  const orders = sqlOrderStore(database.db);
  return {
    database,
    orders,
    attempts: sqlPaymentAttemptStore(database.db),
    outbox: sqlEventOutbox(database.db),
    place: placing(orders),
  };
};
