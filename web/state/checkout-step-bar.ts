// Kept apart from checkout-steps.ts: the step bar is in the main bundle of every page, and the buyer's checks there bring
// the country's municipalities with them.
/** The step bar's labels, in order. */
export const CHECKOUT_STEP_LABELS = ['Carrito', 'Datos', 'Envío', 'Pago', 'Confirmación'] as const;
const CONFIRMATION = CHECKOUT_STEP_LABELS.length - 1;
const PAYMENT = CONFIRMATION - 1;

/** How a step shows in the bar: done, the one the shopper is at (waiting: the payment an order still owes), or not
 * reached. */
export type StepStatus = {
  readonly label: string;
  readonly done: boolean;
  readonly current: boolean;
  readonly waiting: boolean;
};

/** Order states in which the payment is still owed before the order is confirmed (cash on delivery is confirmed at once). */
const PAYMENT_OWED = new Set(['pending_payment', 'cancelled']);

/** The step bar at step `step` (0 the cart … 4 the confirmation). On the confirmation, an order still waiting for its
 * payment keeps "Pago" current and "Confirmación" not done; it is done once the order is paid or, by cash on delivery,
 * confirmed. */
export const stepStatuses = (step: number, orderState: string | null): readonly StepStatus[] => {
  const owed = step === CONFIRMATION && orderState !== null && PAYMENT_OWED.has(orderState);
  const at = owed ? PAYMENT : step;
  return CHECKOUT_STEP_LABELS.map((label, i) => ({
    label,
    done: i < at || (i === CONFIRMATION && at === CONFIRMATION),
    current: i === at,
    waiting: owed && i === PAYMENT,
  }));
};
