/** Nequi "Conecta" wire facts shared by the client and the sandbox (PROVIDERS.md §1). Vendor types stay in this folder. */

/** The channel of a payment's kind: every call about a payment uses the channel it was made on. */
export const CHANNELS = { qr: 'PQR03-C001', push: 'PNP04-C001' } as const;
export type PaymentKind = keyof typeof CHANNELS;
export type Channel = (typeof CHANNELS)[PaymentKind];

export const SERVICE_REGION = 'C001';

/** The five operations: where each is posted, how its envelope names it, and its body keys. */
export const OPERATIONS = {
  generateCodeQR: {
    path: '/payments/v2/-services-paymentservice-generatecodeqr',
    service: 'PaymentsService',
    version: '1.2.0',
    rq: 'generateCodeQRRQ',
    rs: 'generateCodeQRRS',
  },
  unregisteredPayment: {
    path: '/payments/v2/-services-paymentservice-unregisteredpayment',
    service: 'PaymentsService',
    version: '1.2.0',
    rq: 'unregisteredPaymentRQ',
    rs: 'unregisteredPaymentRS',
  },
  getStatusPayment: {
    path: '/payments/v2/-services-paymentservice-getstatuspayment',
    service: 'PaymentsService',
    version: '1.0.0',
    rq: 'getStatusPaymentRQ',
    rs: 'getStatusPaymentRS',
  },
  cancelUnregisteredPayment: {
    path: '/payments/v2/-services-paymentservice-cancelunregisteredpayment',
    service: 'PaymentsService',
    version: '1.0.0',
    rq: 'cancelUnregisteredPaymentRQ',
    rs: 'cancelRequestMoneyRS',
  },
  reverseTransaction: {
    path: '/payments/v2/-services-reverseservices-reversetransaction',
    // PROVIDERS.md writes `reverseServices`; Nequi's own request example writes `ReverseServices`. We send the
    // latter, and the sandbox accepts both.
    service: 'ReverseServices',
    version: '1.0.0',
    rq: 'reversionRQ',
    rs: 'reversionRS',
  },
} as const;
export type OperationName = keyof typeof OPERATIONS;

/** Payment statuses in getStatusPaymentRS. `71` is unconfirmed in the provider's documents. */
export const PAYMENT_STATUS = { pending: '33', paid: '35', failed: '71' } as const;

/** Header status codes the store reacts to. */
export const CODES = {
  ok: '0',
  expired: '10-454',
  cancelled: '10-455',
  noAccount: '20-08A',
  blocked: ['2-CCSB000012', '2-CCSB000013'],
  notFound: '2-CCSB000079',
  clientNotFound: '3-451',
  doesNotExist: '11-9L',
  badFormat: '11-17L',
  providerTimeout: '11-18L',
  accountDoesNotExist: '11-37L',
  badParameters: '20-05A',
  technicalError: '20-07A',
} as const;

/** `RequestDate` / `ResponseDate`: `YYYY-MM-DDTHH:mm:ss.SSSZ` in UTC (what `toISOString` writes for years 0–9999). */
export const formatNequiDate = (at: Date): string => at.toISOString();
export const NEQUI_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
