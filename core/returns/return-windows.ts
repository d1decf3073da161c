import type { PaymentMethodId } from '../payments/methods';
import type { StorePolicy } from '../policy/store-policy';
import { formatDayText } from '../shared/bogota-time-text';
import { addBusinessDays } from '../shared/business-days';
import { addDays, toDayNumber, type CalendarDate } from '../shared/calendar-date';
import { err, ok, type Result } from '../shared/result';
import { withdrawalDeadline } from '../orders/withdrawal';
import type { ReversalCause } from './return-reasons';

/** What the law's windows are counted from: the order's days in Bogotá and how it was paid. */
export type ReturnFacts = {
  readonly placedOn: CalendarDate;
  /** The day the parcel was delivered; null while it has not been. */
  readonly deliveredOn: CalendarDate | null;
  /** The last day of the delivery estimate given at checkout. */
  readonly latestDelivery: CalendarDate;
  readonly paymentMethod: PaymentMethodId;
};

export type WindowRefusal = { readonly kind: 'return-window-closed'; readonly message: string };

type WindowPolicy = Pick<StorePolicy, 'withdrawalBusinessDays'>;

/** Business days a buyer has to ask for a reversal once they learn its cause (Decreto 587 de 2016). */
export const REVERSAL_BUSINESS_DAYS = 5;
/** Business days the store takes to answer a request (the 15 business days Ley 1480 de 2011 gives a supplier to answer a claim). */
export const ANSWER_BUSINESS_DAYS = 15;
/** Calendar days within which the money of a withdrawal goes back (Ley 1480 de 2011, art. 47). */
export const WITHDRAWAL_REFUND_DAYS = 30;

const within = (today: CalendarDate, from: CalendarDate, deadline: CalendarDate) =>
  toDayNumber(today) >= toDayNumber(from) && toDayNumber(today) <= toDayNumber(deadline);

const closed = (message: string): Result<never, WindowRefusal> => err({ kind: 'return-window-closed', message });

/**
 * The right of withdrawal (derecho de retracto, Ley 1480 art. 47) on `today`: open from delivery to the policy's
 * business days after it (holidays counted out); the answer is its last day, or why it is not open.
 */
export const retractoWindow = (
  facts: ReturnFacts,
  today: CalendarDate,
  policy: WindowPolicy,
): Result<{ readonly deadline: CalendarDate }, WindowRefusal> => {
  if (!facts.deliveredOn)
    return closed('El derecho de retracto se puede ejercer desde el día en que recibes tu pedido.');
  const deadline = withdrawalDeadline(facts.deliveredOn, policy);
  if (!within(today, facts.deliveredOn, deadline))
    return closed(
      `El plazo para el derecho de retracto (${policy.withdrawalBusinessDays} días hábiles después de la entrega) ` +
        `terminó el ${formatDayText(deadline)}.`,
    );
  return ok({ deadline });
};

/** Whether a method is an electronic payment instrument (Decreto 587 de 2016): cash at a counter or at the door is not,
 * nor the store's own gift credit. */
export const paidElectronically = (method: PaymentMethodId): boolean =>
  method !== 'cash' && method !== 'cash-on-delivery' && method !== 'gift-credit';

/** The day the buyer learned the cause, as the law counts it: delivery for what arrived wrong or defective, the day
 * after the last promised day for what never arrived, and the day the buyer says for a fraud or a purchase they did not
 * make (never before the order, never after today). */
const causeKnownOn = (
  cause: ReversalCause,
  facts: ReturnFacts,
  declared: CalendarDate,
): Result<CalendarDate, WindowRefusal> => {
  switch (cause) {
    case 'no-recibido':
      return facts.deliveredOn
        ? closed('El pedido figura como entregado: si lo recibido no es lo que compraste, elige esa causa.')
        : ok(addDays(facts.latestDelivery, 1));
    case 'no-corresponde':
    case 'defectuoso':
      return facts.deliveredOn
        ? ok(facts.deliveredOn)
        : closed('Esta causa se puede alegar desde el día en que recibes el pedido.');
    case 'fraude':
    case 'no-solicitada':
      return toDayNumber(declared) < toDayNumber(facts.placedOn)
        ? closed('La fecha en que te enteraste no puede ser anterior a la compra.')
        : ok(declared);
  }
};

/**
 * The payment reversal (reversión del pago, Ley 1480 art. 51) on `today`: only for a purchase paid with an electronic
 * instrument, for one of its causes, within the business days after the buyer learned of it. `declared` is the day the
 * buyer says they learned (used for fraud and a purchase they did not make; never after today).
 */
export const reversalWindow = (
  cause: ReversalCause,
  facts: ReturnFacts,
  declared: CalendarDate,
  today: CalendarDate,
): Result<{ readonly deadline: CalendarDate }, WindowRefusal> => {
  if (!paidElectronically(facts.paymentMethod))
    return closed(
      'La reversión del pago aplica a compras pagadas con un medio electrónico (tarjeta, PSE, Nequi, MercadoPago o ' +
        'Addi). Para un pago en efectivo pide una devolución por producto defectuoso o error de despacho.',
    );
  if (toDayNumber(declared) > toDayNumber(today)) return closed('La fecha en que te enteraste no puede ser futura.');
  const known = causeKnownOn(cause, facts, declared);
  if (!known.ok) return known;
  const deadline = addBusinessDays(known.value, REVERSAL_BUSINESS_DAYS);
  if (toDayNumber(today) < toDayNumber(known.value))
    return closed(`Tu pedido aún está en su plazo de entrega, hasta el ${formatDayText(facts.latestDelivery)}.`);
  if (toDayNumber(today) > toDayNumber(deadline))
    return closed(
      `La reversión se pide dentro de los ${REVERSAL_BUSINESS_DAYS} días hábiles siguientes a conocer la causa; ` +
        `ese plazo terminó el ${formatDayText(deadline)}.`,
    );
  return ok({ deadline });
};

/** The last day the store answers a request made on `askedOn` (business days, holidays counted out). */
export const answerDeadline = (askedOn: CalendarDate): CalendarDate => addBusinessDays(askedOn, ANSWER_BUSINESS_DAYS);

/** The last day the money of a withdrawal asked on `askedOn` is back with the buyer. */
export const withdrawalRefundDeadline = (askedOn: CalendarDate): CalendarDate =>
  addDays(askedOn, WITHDRAWAL_REFUND_DAYS);
