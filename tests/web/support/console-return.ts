import type { AsJson } from '../../../contract/endpoint';
import type { Return, ReturnRefund } from '../../../core/returns/return';
import { pesos, ZERO } from '../../../core/shared/money';

/** A return as the operators' API shows it: a retracto of two units of one product asked on 20 Nov 2026, to be
 * refunded to the original payment, unless told otherwise. */
export const aConsoleReturn = (over: Partial<AsJson<Return>> = {}): AsJson<Return> => ({
  id: 'ret-1',
  number: 'FO-2026-000042-D1',
  orderId: 'ord-42',
  orderNumber: 'FO-2026-000042',
  state: 'requested',
  reason: 'retracto',
  reversalCause: null,
  words: 'Compré dos por error, siguen sellados.',
  lines: [
    {
      sku: 'ON-OPM-150TAB',
      name: 'Optimum Opti-Men 150 tabletas',
      quantity: 2,
      unitPrice: pesos(59_900),
      exchangeSku: null,
      back: null,
    },
  ],
  goodwill: null,
  refundTo: 'original',
  bankAccount: null,
  evidence: [],
  instructions: null,
  rejection: null,
  answerBy: { year: 2026, month: 12, day: 11 },
  steps: {
    requestedAt: '2026-11-20T14:05:00.000Z',
    approvedAt: null,
    rejectedAt: null,
    receivedAt: null,
    refundedAt: null,
  },
  refunds: [],
  replacementOrderNumber: null,
  ...over,
});

/** A refund of a return as the API shows it: $ 119.800 back through MercadoPago, confirmed, unless told otherwise. */
export const aConsoleRefund = (over: Partial<AsJson<ReturnRefund>> = {}): AsJson<ReturnRefund> => ({
  id: 'refund-ret-1',
  returnId: 'ret-1',
  shares: {
    value: pesos(119_800),
    money: pesos(119_800),
    credit: ZERO,
    shippingBack: false,
    referralTakenBack: ZERO,
    referrerPointsTakenBack: 0,
    buyerPointsTakenBack: 0,
  },
  how: 'provider',
  provider: 'mercadopago',
  reference: 'MP-REF-9',
  state: 'refunded',
  actor: 'Dueña <duena@fornido.co>',
  at: '2026-11-25T16:00:00.000Z',
  ...over,
});
