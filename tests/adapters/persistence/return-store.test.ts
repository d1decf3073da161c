import { and, eq, sql } from 'drizzle-orm';
import { sqlCustomerStore } from '../../../adapters/persistence/customer-store';
import { recordPointsIn } from '../../../adapters/persistence/loyalty-store';
import { sqlGiftCreditStore } from '../../../adapters/persistence/gift-ledger-store';
import { sqlOrderStore } from '../../../adapters/persistence/order-store';
import { sqlReturnStore } from '../../../adapters/persistence/return-store';
import { sqlSalesLedger } from '../../../adapters/persistence/sales-ledger';
import { sqlCartCatalogue } from '../../../adapters/persistence/sku-lookup';
import { SALE_STATES } from '../../../core/reports/sales-report';
import { giftLedger, loyaltyPoints, orderEvents, orders, variants } from '../../../adapters/persistence/schema/index';
import { seedCatalogue } from '../../../adapters/persistence/seed/seed-catalogue';
import type { Order } from '../../../core/orders/order';
import type { OrderState } from '../../../core/orders/order-state';
import { pesos } from '../../../core/shared/money';
import { aCustomer } from '../../builders/customers';
import { anOrder, anOrderLine as anOrderLineOf } from '../../builders/orders';
import { aReturnWorld, inMemoryReturns } from '../../fakes/in-memory-returns';
import { aCatalogue, aProduct, aVariant } from '../../builders/seed-data';
import { engines } from '../../support/databases';
import { aNewOrder, anOrderLine } from './order-fixtures';
import { returnStoreContract } from './return-store.contract';
import { BUYER, REFERRER } from './return-store.fixtures';

const NOW = new Date('2026-11-22T12:00:00Z');

const catalogue = () => ({
  ...aCatalogue(),
  products: ['RET-A', 'RET-B'].map((sku) =>
    aProduct({ slug: `devolucion-${sku.toLowerCase()}`, name: sku, variants: [aVariant({ sku, stock: 10 })] }),
  ),
});

for (const engine of engines()) {
  returnStoreContract(engine.name, async () => {
    const database = await engine.open();
    const { db } = database;
    await seedCatalogue(db, catalogue(), NOW);
    const customers = sqlCustomerStore(db);
    await customers.create(aCustomer({ id: BUYER }));
    await customers.create(aCustomer({ id: REFERRER }));
    const lines = [anOrderLine('RET-A', 3, { unitPrice: pesos(99_000) }), anOrderLine('RET-B', 1)];
    const placed = await sqlOrderStore(db).place(aNewOrder(lines), 'devolucion', { perBuyer: 5, perIp: 5 });
    if (placed.kind !== 'placed') throw new Error(placed.kind);
    const orderId = placed.order.id;
    await db
      .update(orders)
      .set({ state: 'delivered', customerId: BUYER, referrerId: REFERRER })
      .where(eq(orders.id, orderId));
    await db
      .insert(giftLedger)
      .values({ customerId: REFERRER, kind: 'earned', orderId, amount: 5_000, pending: 0, at: NOW });
    await recordPointsIn(db, [
      { customerId: REFERRER, orderId, reason: 'gift', points: 50, at: NOW },
      { customerId: BUYER, orderId, reason: 'order', points: 300, at: NOW },
    ]);
    const credit = sqlGiftCreditStore(db);
    const orderStore = sqlOrderStore(db);
    return {
      store: sqlReturnStore(db),
      orderId,
      orderState: async () =>
        (await db.select({ state: orders.state }).from(orders).where(eq(orders.id, orderId)))[0].state as OrderState,
      units: async (sku) => {
        const [v] = await db
          .select({ onSale: variants.stock, damaged: variants.damaged })
          .from(variants)
          .where(eq(variants.sku, sku));
        return v;
      },
      balance: async (customerId) => {
        const s = await credit.statement(customerId, 1);
        return { balance: s.balance, pending: s.pending };
      },
      points: async (customerId) =>
        (
          await db
            .select({ n: sql<number>`coalesce(sum(${loyaltyPoints.points}), 0)::int` })
            .from(loyaltyPoints)
            .where(eq(loyaltyPoints.customerId, customerId))
        )[0].n,
      events: async () =>
        db
          .select({ type: orderEvents.type, returnId: orderEvents.returnId })
          .from(orderEvents)
          .where(and(eq(orderEvents.orderId, orderId), sql`${orderEvents.type} LIKE 'return-%'`))
          .orderBy(orderEvents.id),
      order: (number) => orderStore.findByNumber(number),
      variants: (skus) => sqlCartCatalogue(db).findVariantsBySku(skus),
      sales: async () => {
        const month = { from: new Date('2026-11-01T05:00:00Z'), to: new Date('2026-12-01T05:00:00Z') };
        return (await sqlSalesLedger(db).salesBetween({ ...month, states: SALE_STATES })).map((x) => x.number);
      },
      close: database.drop,
    };
  });
}

returnStoreContract('in-memory fake', async () => {
  const orderId = '00000000-0000-4000-8000-00000000f00d';
  const world = aReturnWorld();
  world.orders.set(orderId, { number: 'FO-2026-000123', state: 'delivered' });
  for (const sku of ['RET-A', 'RET-B']) world.stock.set(sku, { onSale: 10, damaged: 0 });
  world.credit.set(REFERRER, { balance: 5_000, pending: 0 });
  world.points.set(REFERRER, 50);
  world.points.set(BUYER, 300);
  world.rewards = { referralEarned: pesos(5_000), referrerPoints: 50, buyerPoints: 300 };
  const original = anOrder({
    id: orderId,
    number: 'FO-2026-000123',
    customerId: BUYER,
    referrerId: REFERRER,
    lines: [anOrderLineOf({ sku: 'RET-A', quantity: 3, unitPrice: pesos(99_000) }), anOrderLineOf({ sku: 'RET-B' })],
  });
  // The fake's orders: the original, and the replacements its exchanges stored (paid, with no payment attempt).
  const order = async (number: string): Promise<Order | null> => {
    if (number === original.number) return { ...original, state: world.orders.get(orderId)!.state };
    const made = world.replacements.get(number);
    return made ? { ...made, id: `replacement-${number}`, number, payments: [] } : null;
  };
  return {
    store: inMemoryReturns(world),
    order,
    variants: async (skus) =>
      skus.map((sku) => ({
        ...anOrderLineOf({ sku }),
        price: pesos(99_000),
        compareAt: null,
        stock: world.stock.get(sku)?.onSale ?? 0,
        sellable: true,
      })),
    // Only the original is a sale: a replacement's $ 0 is none.
    sales: async () => [original.number],
    orderId,
    orderState: async () => world.orders.get(orderId)!.state,
    units: async (sku) => world.stock.get(sku)!,
    balance: async (customerId) => world.credit.get(customerId) ?? { balance: 0, pending: 0 },
    points: async (customerId) => world.points.get(customerId) ?? 0,
    events: async () => world.events.map(({ type, returnId }) => ({ type, returnId })),
    close: async () => undefined,
  };
});
