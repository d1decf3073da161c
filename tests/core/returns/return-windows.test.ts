import { describe, expect, it } from 'vitest';
import { defaultPolicy } from '../../../core/policy/store-policy';
import {
  answerDeadline,
  retractoWindow,
  reversalWindow,
  withdrawalRefundDeadline,
  type ReturnFacts,
} from '../../../core/returns/return-windows';
import { parseCalendarDate, type CalendarDate } from '../../../core/shared/calendar-date';

const day = (text: string): CalendarDate => {
  const parsed = parseCalendarDate(text);
  if (!parsed.ok) throw new Error(text);
  return parsed.value;
};

// Placed on Monday 16 November 2026, delivered on Thursday 19 November; the estimate said by Friday 20.
const delivered: ReturnFacts = {
  placedOn: day('2026-11-16'),
  deliveredOn: day('2026-11-19'),
  latestDelivery: day('2026-11-20'),
  paymentMethod: 'mercadopago',
};
const message = (r: { ok: boolean; error?: { message: string } }) => (r.ok ? null : (r.error?.message ?? null));

describe('the right of withdrawal (retracto): 5 business days after delivery', () => {
  it('is open on day 4 after delivery and closed on day 6, saying when it ended', () => {
    // 20 Fri (1), 23 Mon (2), 24 (3), 25 (4), 26 (5), 27 Fri (6).
    expect(retractoWindow(delivered, day('2026-11-25'), defaultPolicy)).toEqual({
      ok: true,
      value: { deadline: day('2026-11-26') },
    });
    expect(message(retractoWindow(delivered, day('2026-11-27'), defaultPolicy))).toBe(
      'El plazo para el derecho de retracto (5 días hábiles después de la entrega) terminó el jueves 26 de noviembre.',
    );
  });

  it('does not open before delivery', () => {
    expect(message(retractoWindow({ ...delivered, deliveredOn: null }, day('2026-11-18'), defaultPolicy))).toBe(
      'El derecho de retracto se puede ejercer desde el día en que recibes tu pedido.',
    );
  });
});

describe('the payment reversal (reversión, Ley 1480 art. 51)', () => {
  it('a defective product: 5 business days from delivery', () => {
    expect(reversalWindow('defectuoso', delivered, day('2026-11-19'), day('2026-11-26')).ok).toBe(true);
    expect(message(reversalWindow('defectuoso', delivered, day('2026-11-19'), day('2026-11-27')))).toBe(
      'La reversión se pide dentro de los 5 días hábiles siguientes a conocer la causa; ese plazo terminó el jueves 26 de noviembre.',
    );
  });

  it('a parcel that never came: from the day after the last promised day, not before', () => {
    const lost = { ...delivered, deliveredOn: null };
    expect(message(reversalWindow('no-recibido', lost, day('2026-11-20'), day('2026-11-20')))).toBe(
      'Tu pedido aún está en su plazo de entrega, hasta el viernes 20 de noviembre.',
    );
    expect(reversalWindow('no-recibido', lost, day('2026-11-23'), day('2026-11-23')).ok).toBe(true);
    expect(message(reversalWindow('no-recibido', delivered, day('2026-11-23'), day('2026-11-23')))).toBe(
      'El pedido figura como entregado: si lo recibido no es lo que compraste, elige esa causa.',
    );
  });

  it('a fraud: from the day the buyer learned of it, never before the order nor in the future', () => {
    expect(reversalWindow('fraude', delivered, day('2026-11-24'), day('2026-11-30')).ok).toBe(true);
    expect(message(reversalWindow('fraude', delivered, day('2026-11-10'), day('2026-11-12')))).toBe(
      'La fecha en que te enteraste no puede ser anterior a la compra.',
    );
    expect(message(reversalWindow('fraude', delivered, day('2026-12-01'), day('2026-11-30')))).toBe(
      'La fecha en que te enteraste no puede ser futura.',
    );
  });

  it('is only for electronic payments: cash at a counter or at the door has none', () => {
    for (const paymentMethod of ['cash', 'cash-on-delivery'] as const)
      expect(
        message(reversalWindow('defectuoso', { ...delivered, paymentMethod }, day('2026-11-19'), day('2026-11-20'))),
      ).toMatch(/^La reversión del pago aplica a compras pagadas con un medio electrónico/);
  });
});

describe('the store answers in the legal times', () => {
  it('a request within 15 business days; the money of a withdrawal within 30 calendar days', () => {
    // Asked on Thursday 26 November 2026: 15 business days, with the holiday of Tuesday 8 December counted out.
    expect(answerDeadline(day('2026-11-26'))).toEqual(day('2026-12-18'));
    expect(withdrawalRefundDeadline(day('2026-11-26'))).toEqual(day('2026-12-26'));
  });
});
