import { SANDBOX_CARDS } from '../../../core/payments/sandbox-card';
import type { OrderView, PaymentAttemptView, PayOptionView } from '../../../contract/checkout';
import { aPendingCardOrder } from '../support/order-view';

/** Nequi as an order offers it: push or QR, against the store's sandbox unless told otherwise. */
export const nequiOption = (over: Partial<PayOptionView> = {}): PayOptionView => ({
  method: 'nequi',
  label: 'Nequi',
  conditions: 'Aprueba el pago en la app Nequi con una notificación a tu celular o con el código QR.',
  instruments: ['wallet-push', 'wallet-qr'],
  sandbox: true,
  tokenizer: null,
  testCards: null,
  networks: [],
  ...over,
});

export const sandboxCardOption = (over: Partial<PayOptionView> = {}): PayOptionView => ({
  method: 'sandbox-card',
  label: 'Tarjeta de prueba (modo sandbox)',
  conditions: 'Solo en la tienda de pruebas.',
  instruments: ['card'],
  sandbox: true,
  tokenizer: null,
  testCards: SANDBOX_CARDS,
  networks: [],
  ...over,
});

/** A Nequi attempt waiting for the shopper, five minutes before it expires. */
export const aNequiAttempt = (over: Partial<PaymentAttemptView> = {}): PaymentAttemptView => ({
  id: 'pa-1',
  method: 'nequi',
  methodLabel: 'Nequi',
  paidText: 'Pagado con Nequi.',
  payAt: 'Nequi',
  state: 'pending',
  stateLabel: 'pendiente',
  amount: 317_800,
  open: true,
  action: { kind: 'push', phone: '300 123 4567' },
  expiresAt: '2026-11-20T14:10:00.000Z',
  expiresAtText: 'el viernes 20 de noviembre de 2026 a las 9:10 a. m.',
  changedAtText: 'hoy a las 9:05 a. m.',
  message: null,
  ...over,
});

/** An order of $ 317.800 waiting for its Nequi payment, with the attempts given (none by default). */
export const aNequiOrder = (over: Partial<OrderView> = {}): OrderView =>
  aPendingCardOrder({
    paymentMethod: 'nequi',
    paymentMethodLabel: 'Nequi',
    payments: [],
    payOptions: [nequiOption()],
    ...over,
  });

/** Cards through ePayco: its tokenizer script and public key come with the option. */
export const epaycoCardOption = (over: Partial<PayOptionView> = {}): PayOptionView => ({
  method: 'card',
  label: 'Tarjeta de crédito o débito',
  conditions: 'Visa, Mastercard, American Express y Diners.',
  instruments: ['card'],
  sandbox: false,
  tokenizer: {
    provider: 'epayco',
    script: 'https://checkout.epayco.co/epayco.min.js',
    key: 'pk_test_491d6a0b',
    connect: ['https://api.secure.payco.co'],
  },
  testCards: null,
  networks: [],
  ...over,
});

export const pseOption = (over: Partial<PayOptionView> = {}): PayOptionView => ({
  method: 'pse',
  label: 'PSE (débito desde tu banco)',
  conditions: 'Te llevamos a tu banco.',
  instruments: ['bank-transfer'],
  sandbox: false,
  tokenizer: null,
  testCards: null,
  networks: [],
  ...over,
});

export const cashOption = (over: Partial<PayOptionView> = {}): PayOptionView => ({
  method: 'cash',
  label: 'Efectivo (Efecty, Baloto, Gana y más)',
  conditions: 'Te damos un código para pagar en efectivo.',
  instruments: ['cash-voucher'],
  sandbox: false,
  tokenizer: null,
  testCards: null,
  networks: [
    { id: 'efecty', name: 'Efecty' },
    { id: 'baloto', name: 'Baloto' },
    { id: 'sured', name: 'SuRed' },
  ],
  ...over,
});

export const safetypayOption = (over: Partial<PayOptionView> = {}): PayOptionView => ({
  method: 'safetypay',
  label: 'SafetyPay (banca en línea o efectivo)',
  conditions: 'Pagas desde la banca en línea de tu banco.',
  instruments: ['hosted-checkout'],
  sandbox: false,
  tokenizer: null,
  testCards: null,
  networks: [],
  ...over,
});
