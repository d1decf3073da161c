import { mercadoPagoDate } from '../preference';
import { SANDBOX_CLIENT_ID, SANDBOX_COLLECTOR_ID, SITE_ID } from './constants';
import type { SandboxPayment, SandboxPreference, SandboxRefund } from './state';

const date = (iso: string | null) => (iso ? mercadoPagoDate(new Date(iso)) : null);

/** A preference as `POST|GET /checkout/preferences` answers it: what the merchant sent, with the fields MercadoPago
 * adds (its id, the checkout URLs, the seller, the dates). */
export const preferenceJson = (pref: SandboxPreference, checkoutUrl: string) => ({
  additional_info: '',
  auto_return: '',
  back_urls: { failure: '', pending: '', success: '' },
  binary_mode: false,
  expires: false,
  expiration_date_from: null,
  expiration_date_to: null,
  external_reference: '',
  marketplace: 'NONE',
  marketplace_fee: 0,
  metadata: {},
  notification_url: null,
  operation_type: 'regular_payment',
  payment_methods: {
    default_card_id: null,
    default_payment_method_id: null,
    excluded_payment_methods: [{ id: '' }],
    excluded_payment_types: [{ id: '' }],
    installments: null,
    default_installments: null,
  },
  processing_modes: null,
  shipments: { default_shipping_method: null, receiver_address: {} },
  statement_descriptor: '',
  ...pref.sent,
  items: pref.items.map((i) => ({ ...i, description: '', picture_url: '', category_id: '' })),
  id: pref.id,
  client_id: SANDBOX_CLIENT_ID,
  collector_id: SANDBOX_COLLECTOR_ID,
  date_created: date(pref.createdAt),
  init_point: checkoutUrl,
  sandbox_init_point: checkoutUrl,
  site_id: SITE_ID,
});

const payerOf = (pref: SandboxPreference) => {
  const payer = (pref.sent.payer ?? {}) as Record<string, unknown>;
  const identification = (payer.identification ?? {}) as Record<string, unknown>;
  return {
    id: '1502990217',
    type: null,
    email: typeof payer.email === 'string' ? payer.email : 'test_user_co@testuser.com',
    first_name: typeof payer.name === 'string' ? payer.name : null,
    last_name: typeof payer.surname === 'string' ? payer.surname : null,
    identification: {
      type: typeof identification.type === 'string' ? identification.type : null,
      number: typeof identification.number === 'string' ? identification.number : null,
    },
    phone: { area_code: null, number: null, extension: null },
    entity_type: null,
    operator_id: null,
  };
};

/** A refund as `POST /v1/payments/{id}/refunds` answers it. */
export const refundJson = (payment: SandboxPayment, refund: SandboxRefund) => ({
  id: refund.id,
  payment_id: payment.id,
  amount: refund.amount,
  metadata: {},
  source: { id: String(SANDBOX_COLLECTOR_ID), name: 'Fornido (sandbox)', type: 'collector' },
  date_created: date(refund.createdAt),
  unique_sequence_number: null,
  refund_mode: 'standard',
  adjustment_amount: 0,
  status: 'approved',
  reason: null,
  labels: [],
  amount_refunded_to_payer: refund.amount,
  partition_details: [],
});

/** A payment as `GET /v1/payments/{id}` and the search answer it, paid by a test Visa credit card in one instalment. */
export const paymentJson = (pref: SandboxPreference, payment: SandboxPayment) => {
  const refunded = payment.refunds.reduce((total, r) => total + r.amount, 0);
  const approved = payment.approvedAt !== null;
  return {
    id: payment.id,
    date_created: date(payment.createdAt),
    date_approved: date(payment.approvedAt),
    date_last_updated: date(payment.updatedAt),
    date_of_expiration: null,
    money_release_date: date(payment.approvedAt),
    money_release_status: approved ? 'pending' : null,
    operation_type: 'regular_payment',
    issuer_id: '204',
    payment_method_id: 'visa',
    payment_type_id: 'credit_card',
    status: payment.status,
    status_detail: payment.statusDetail,
    currency_id: 'COP',
    description: pref.items[0]?.title ?? null,
    live_mode: false,
    sponsor_id: null,
    authorization_code: approved ? '301299' : null,
    collector_id: SANDBOX_COLLECTOR_ID,
    payer: payerOf(pref),
    metadata: pref.sent.metadata ?? {},
    additional_info: {
      items: pref.items.map((i) => ({ ...i, quantity: String(i.quantity), unit_price: String(i.unit_price) })),
    },
    order: { id: String(payment.merchantOrderId), type: 'mercadopago' },
    external_reference: pref.externalReference,
    transaction_amount: payment.amount,
    transaction_amount_refunded: refunded,
    coupon_amount: 0,
    installments: 1,
    transaction_details: {
      net_received_amount: approved ? payment.amount : 0,
      total_paid_amount: payment.amount,
      overpaid_amount: 0,
      installment_amount: payment.amount,
      financial_institution: null,
      payment_method_reference_id: null,
    },
    fee_details: [],
    captured: true,
    binary_mode: false,
    statement_descriptor: typeof pref.sent.statement_descriptor === 'string' ? pref.sent.statement_descriptor : null,
    notification_url: pref.notificationUrl,
    refunds: payment.refunds.map((r) => refundJson(payment, r)),
    processing_mode: 'aggregator',
    merchant_account_id: null,
    card: { first_six_digits: '450995', last_four_digits: '3704', expiration_month: 11, expiration_year: 2030 },
  };
};
