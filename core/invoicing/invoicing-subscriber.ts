import type { OrderHappening, Subscriber } from '../events/ports';
import type { Order } from '../orders/order';
import type { OrderStore } from '../orders/ports';
import type { ReturnStore } from '../returns/ports';
import type { Pesos } from '../shared/money';
import type { Clock, IdGenerator } from '../shared/ports';
import type { Invoice, InvoiceNumbering } from './invoice';
import { isReplacementOrder } from './invoice-draft';
import type { InvoiceStore } from './ports';

/** The name the invoicing's handlings are recorded under. */
export const INVOICING_SUBSCRIBER = 'invoicing';

/** How long a refund's credit note waits for its order's invoice to be accepted before it looks again. */
export const CREDIT_NOTE_WAIT_MS = 5 * 60_000;

export type InvoicingSubscriberDeps = {
  readonly orders: Pick<OrderStore, 'findById'>;
  readonly returns: Pick<ReturnStore, 'find'>;
  readonly invoices: Pick<InvoiceStore, 'record' | 'forOrder'>;
  readonly numbering: InvoiceNumbering;
  readonly clock: Clock;
  readonly ids: IdGenerator;
};

/** When an order becomes a sale: its online payment approved, or, cash on delivery, delivered (paid at the door). */
const becameSale = (event: OrderHappening, order: Order): boolean =>
  order.paymentMethod === 'cash-on-delivery' ? event.type === 'delivered' : event.type === 'payment-approved';

const isRefund = (event: OrderHappening): boolean =>
  event.type === 'return-refunded' || event.type === 'return-refund-settled';

/**
 * Records the documents the tax authority must receive, as order events tell of sales and refunds: an order's invoice
 * when it becomes a sale (never for an exchange's $ 0 replacement), and the credit note of each refund of a return once
 * its money went back (a refund still pending at its provider waits for the event of its settlement). A credit note
 * refers to the order's invoice, so it waits (`Later`) until that invoice is accepted. Recording numbers the document
 * in the same transaction and is idempotent (one invoice per order, one credit note per refund), so an event delivered
 * twice records nothing more. It never calls the tax authority: the sender does, so an outage never holds the outbox.
 */
export const invoicingSubscriber = (deps: InvoicingSubscriberDeps): Subscriber => {
  const record = (
    kind: Invoice['kind'],
    order: Order,
    refund: { readonly id: string; readonly payable: Pesos } | null,
  ) =>
    deps.invoices.record(
      {
        id: deps.ids.newId(),
        kind,
        orderId: order.id,
        orderNumber: order.number,
        refundId: refund?.id ?? null,
        payable: refund?.payable ?? order.totals.total,
      },
      deps.numbering,
      deps.clock.now(),
    );

  return {
    name: INVOICING_SUBSCRIBER,
    handle: async (event) => {
      if (event.type !== 'payment-approved' && event.type !== 'delivered' && !isRefund(event)) return;
      const order = await deps.orders.findById(event.orderId);
      if (!order) throw new Error(`Order ${event.orderNumber} of event ${event.id} is missing`);
      if (isReplacementOrder(order)) return;
      if (!isRefund(event)) {
        if (becameSale(event, order)) await record('invoice', order, null);
        return;
      }
      const r = event.returnId ? await deps.returns.find(event.returnId) : null;
      if (!r) throw new Error(`Return ${event.returnId ?? '(none)'} of event ${event.id} is missing`);
      const refunded = r.refunds.filter((f) => f.state === 'refunded');
      if (refunded.length === 0) return;
      const invoice = (await deps.invoices.forOrder(order.id)).find((d) => d.kind === 'invoice');
      // An order sold before invoicing was switched on has no invoice to refer to: no credit note either.
      if (!invoice) return;
      if (invoice.state !== 'accepted') return { later: new Date(deps.clock.now().getTime() + CREDIT_NOTE_WAIT_MS) };
      for (const f of refunded) await record('credit-note', order, { id: f.id, payable: f.shares.money });
    },
  };
};
