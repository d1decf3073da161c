import type { InvoiceNumbering } from '../../../core/invoicing/invoice';
import type { Order } from '../../../core/orders/order';
import { refundPlanOf } from '../../../core/returns/refund-shares';
import type { Return, ReturnRefund } from '../../../core/returns/return';
import { pesos } from '../../../core/shared/money';
import { HABILITACION_NUMBERING } from '../../../adapters/dian/settings';

// Returns, refunds and a numbering for the invoicing's core tests.

export const NUMBERED = { prefix: 'SETP', consecutive: 990_000_001, issuedAt: new Date('2026-11-25T15:00:00Z') };
export const INVOICE_REF = {
  number: 'SETP990000000',
  code: 'cufe-de-la-factura',
  issuedAt: new Date('2026-11-21T15:00:00Z'),
};
export const NO_REWARDS = { referralEarned: pesos(0), referrerPoints: 0, buyerPoints: 0 };

/** The habilitación numbering (SETP 990000000–995000000), valid 2019-01-19 to 2030-01-19. */
export const aNumbering = (over: Partial<InvoiceNumbering> = {}): InvoiceNumbering => ({
  ...HABILITACION_NUMBERING,
  ...over,
});

/** A return of an order, refunded (or not yet) with the shares refundPlanOf gives after the order's earlier returns:
 * `units` of its lines by sku, or a goodwill amount. */
export const aRefundedReturn = (
  order: Order,
  earlier: readonly Return[],
  n: number,
  what: { readonly units?: ReadonlyMap<string, number>; readonly goodwill?: number },
  over: Partial<Pick<Return, 'reason'>> & { readonly state?: ReturnRefund['state'] } = {},
): Return => {
  const lines = [...(what.units ?? new Map<string, number>()).entries()].map(([sku, quantity]) => {
    const sold = order.lines.find((l) => l.sku === sku)!;
    return { sku, name: sold.name, quantity, unitPrice: sold.unitPrice, exchangeSku: null, back: 'on-sale' as const };
  });
  const base = {
    id: `devolucion-${n}`,
    number: `${order.number}-D${n}`,
    orderId: order.id,
    orderNumber: order.number,
    state: 'refunded' as const,
    reason: over.reason ?? 'retracto',
    reversalCause: null,
    words: '',
    lines,
    goodwill: what.goodwill === undefined ? null : pesos(what.goodwill),
    refundTo: 'original' as const,
    bankAccount: null,
    evidence: [],
    instructions: null,
    rejection: null,
    answerBy: { year: 2026, month: 12, day: 16 },
    steps: { requestedAt: NUMBERED.issuedAt, approvedAt: null, rejectedAt: null, receivedAt: null, refundedAt: null },
    replacementOrderNumber: null,
  };
  const plan = refundPlanOf(
    order,
    NO_REWARDS,
    base,
    earlier.map((r) => ({ refunds: r.refunds })),
  );
  if (!plan.ok) throw new Error(plan.error.message);
  const refund: ReturnRefund = {
    id: `reembolso-${n}`,
    returnId: base.id,
    shares: plan.value.shares,
    how: 'provider',
    provider: 'nequi',
    reference: null,
    state: over.state ?? 'refunded',
    actor: 'laura',
    at: new Date(NUMBERED.issuedAt.getTime() + n * 60_000),
  };
  return { ...base, refunds: [refund] };
};
