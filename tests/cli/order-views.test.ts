import { describe, expect, it } from 'vitest';
import { orderDetails, ordersTable, paymentSummary } from '../../cli/order-views';
import type { PaymentAttempt } from '../../core/payments/attempt';
import { formatPesos } from '../../core/shared/format';
import { pesos } from '../../core/shared/money';
import { anOrder } from '../builders/orders';

const attempt = (over: Partial<PaymentAttempt>): PaymentAttempt => ({
  id: 'intento-1',
  method: 'nequi',
  provider: 'nequi',
  state: 'rejected',
  amount: pesos(100_000),
  reference: null,
  action: null,
  expiresAt: null,
  reason: null,
  message: null,
  providerMessageId: null,
  flagged: false,
  createdAt: new Date('2026-11-20T14:05:00Z'),
  updatedAt: new Date('2026-11-20T14:05:00Z'),
  ...over,
});

describe('order views', () => {
  it('sums up the payment by its latest attempt, and flags an order when any attempt is flagged', () => {
    const retried = anOrder({
      payments: [attempt({}), attempt({ id: 'intento-2', method: 'card', provider: 'epayco', state: 'approved' })],
    });
    expect(paymentSummary(retried)).toBe('card/approved');
    const late = anOrder({
      state: 'cancelled',
      payments: [attempt({ state: 'approved', flagged: true }), attempt({ id: 'intento-2', state: 'expired' })],
    });
    expect(paymentSummary(late)).toBe('nequi/expired FLAGGED');
    expect(paymentSummary(anOrder({ paymentMethod: 'cash-on-delivery', payments: [] }))).toBe('cash-on-delivery/none');
  });

  it('lists orders as a table with Bogotá times and pesos', () => {
    const order = anOrder();
    expect(ordersTable([order]).split('\n')).toEqual([
      expect.stringMatching(/^NUMBER\s+PLACED \(BOGOTA\)\s+STATE\s+PAYMENT\s+TOTAL\s+BUYER\s+CITY$/),
      `FO-2026-000123  2026-11-20 09:05  pending_payment  nequi/pending  ${formatPesos(order.totals.total)}  Camila Rodríguez <camila@correo.co>  Medellín`,
    ]);
  });

  it('shows gift credit as a deduction, notes when written, and an empty audit log', () => {
    const order = anOrder({ giftCredit: 20_000, buyer: { notes: 'Portería 24 horas' } });
    const text = orderDetails(order, []);
    expect(text).toMatch(/^Gift credit\s+-\$ 20\.000$/m);
    expect(text).toMatch(/^Notes:\s+Portería 24 horas$/m);
    expect(text).toMatch(/^Expires:\s+2026-11-20 09:35 \(Bogota\)$/m);
    expect(text).toMatch(
      /^2\s+Creatina Monohidratada Micronizada \(Smart Muscle\)\s+CMM-300G\s+300 g\s+\$ 79\.900\s+\$ 159\.800$/m,
    );
    expect(text).toContain('Audit log\nNo entries.');
  });
});
