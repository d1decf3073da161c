import { SANDBOX_CARDS_HINT } from './sandbox-card';

/** Every way a shopper can pay. A method is offered only once a gateway for it is configured. */
export const PAYMENT_METHODS = [
  'nequi',
  'card',
  'pse',
  'cash',
  'mercadopago',
  'safetypay',
  'addi',
  'cash-on-delivery',
  'sandbox-card',
  'gift-credit',
] as const;
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number];

/** The methods configuration can switch on (PAYMENT_METHODS): all but gift credit, which is never chosen among the
 * others — it pays, alone, an order the shopper's balance covers whole. */
export const CONFIGURABLE_PAYMENT_METHODS = PAYMENT_METHODS.filter((m) => m !== 'gift-credit');

/** A method's id as a request names it, or null: only the listed ids count, never a name like `constructor`. */
export const parsePaymentMethod = (raw: unknown): PaymentMethodId | null =>
  typeof raw === 'string' && (PAYMENT_METHODS as readonly string[]).includes(raw) ? (raw as PaymentMethodId) : null;

/** What the payment step shows for a method: its name (also in "Pagado con …" and "Medio de pago: …", so never a
 * slogan), its short name (in a sentence: "Paga con Nequi o PSE"), its conditions, and what the shopper still has to
 * do once it is paid, where anything is left (Addi's instalments). */
export const PAYMENT_METHOD_TEXT: Readonly<
  Record<
    PaymentMethodId,
    { readonly label: string; readonly short: string; readonly conditions: string; readonly afterPaid?: string }
  >
> = {
  'nequi': {
    short: 'Nequi',
    label: 'Nequi',
    conditions: 'Aprueba el pago en la app Nequi con una notificación a tu celular o con el código QR.',
  },
  'card': {
    short: 'tarjeta',
    label: 'Tarjeta de crédito o débito',
    conditions: 'Visa, Mastercard, American Express y Diners; pago en cuotas con tarjeta de crédito.',
  },
  'pse': {
    short: 'PSE',
    label: 'PSE (débito desde tu banco)',
    conditions: 'Te llevamos a tu banco para autorizar el débito desde tu cuenta de ahorros o corriente.',
  },
  'cash': {
    short: 'efectivo',
    label: 'Efectivo (Efecty, Baloto, Gana y más)',
    conditions: 'Te damos un código para pagar en efectivo; el pedido se envía cuando se confirma el pago.',
  },
  'safetypay': {
    short: 'SafetyPay',
    label: 'SafetyPay (banca en línea o efectivo)',
    conditions:
      'Pagas desde la banca en línea de tu banco o en efectivo en sus puntos, con la referencia que te da SafetyPay.',
  },
  'mercadopago': {
    short: 'MercadoPago',
    label: 'Mercado Pago',
    conditions: 'Paga con tu cuenta de Mercado Pago o con los medios que ofrece.',
  },
  'addi': {
    short: 'Addi',
    label: 'Addi',
    conditions: 'Compra ahora y paga después: en cuotas, sin tarjeta de crédito, sujeto a la aprobación de Addi.',
    afterPaid: 'Pagarás a Addi en cuotas según tu plan.',
  },
  'cash-on-delivery': {
    short: 'contraentrega',
    label: 'Pago contraentrega',
    conditions: 'Pagas en efectivo al recibir el pedido, con un recargo sobre el total.',
  },
  'sandbox-card': {
    short: 'tarjeta de prueba',
    label: 'Tarjeta de prueba (modo sandbox)',
    conditions: `Solo en la tienda de pruebas: ${SANDBOX_CARDS_HINT}.`,
  },
  'gift-credit': {
    short: 'saldo de regalo',
    label: 'Saldo de regalo',
    conditions: 'Tu saldo de regalo cubre todo el pedido: no tienes nada más que pagar.',
  },
};

/** What an order says once a method paid it: "Pagado con Addi. Pagarás a Addi en cuotas según tu plan." — what
 * happened, then what is left for the shopper, never the method's offer ("compra ahora y paga después"). */
export const paidWithText = (method: PaymentMethodId): string => {
  const { label, afterPaid } = PAYMENT_METHOD_TEXT[method];
  return afterPaid ? `Pagado con ${label}. ${afterPaid}` : `Pagado con ${label}.`;
};
