import { sqlOrderStore } from '../../../adapters/persistence/order-store';
import { seedCatalogue } from '../../../adapters/persistence/seed/seed-catalogue';
import type { NewInvoice } from '../../../core/invoicing/ports';
import { pesos } from '../../../core/shared/money';
import { aCatalogue, aProduct, aVariant } from '../../builders/seed-data';
import type { TestDatabase } from '../../support/databases';
import { aNewOrder, anOrderLine } from './order-fixtures';

// What the InvoiceStore's tests record documents of: orders placed in a test database (the documents' foreign key).

export const SEEDED = new Date('2026-11-22T12:00:00Z');

/** Places `n` orders of one unit of FAC-A (seeding the product first), answering their ids and numbers. */
export const placeOrders = async (database: TestDatabase, n: number) => {
  const catalogue = {
    ...aCatalogue(),
    products: [aProduct({ slug: 'factura-a', name: 'FAC-A', variants: [aVariant({ sku: 'FAC-A', stock: 10_000 })] })],
  };
  await seedCatalogue(database.db, catalogue, SEEDED);
  const store = sqlOrderStore(database.db);
  const placed: { id: string; number: string }[] = [];
  for (let i = 0; i < n; i += 1) {
    const outcome = await store.place(aNewOrder([anOrderLine('FAC-A', 1)]), `factura-${i}`, {
      perBuyer: 10_000,
      perIp: 10_000,
    });
    if (outcome.kind !== 'placed') throw new Error(outcome.kind);
    placed.push({ id: outcome.order.id, number: outcome.order.number });
  }
  return placed;
};

export { aNumbering } from '../../core/invoicing/invoicing-builders';

export const ID = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

/** An order's invoice to record. */
export const anInvoiceOf = (order: { id: string; number: string }, n: number): NewInvoice => ({
  id: ID(n),
  kind: 'invoice',
  orderId: order.id,
  orderNumber: order.number,
  refundId: null,
  payable: pesos(201_900),
});

/** A refund's credit note to record. */
export const aCreditNoteOf = (order: { id: string; number: string }, n: number, refundId: string): NewInvoice => ({
  ...anInvoiceOf(order, n),
  kind: 'credit-note',
  refundId,
  payable: pesos(189_900),
});
