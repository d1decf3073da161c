import { customerResources, type CustomersResource, type TokenResource } from './customers';
import {
  paymentResources,
  type CashResource,
  type ChargeResource,
  type PseResource,
  type SafetypayResource,
} from './payments';
import type { EpaycoAnswer } from './envelope';
import type { TransactionFacts } from './answers-secure';
import { recurringResources, type PlansResource, type SubscriptionsResource } from './recurring';
import { refundResources, type RefundResource } from './refunds';
import { epaycoSessions } from './session';
import { parseOptions, type EpaycoOptions, type EpaycoSettings } from './settings';
import { epaycoTransport } from './transport';

/** Our typed ePayco SDK: the official Node SDK's resources and wire format over `fetch` (PROVIDERS.md §2). */
export type Epayco = {
  readonly options: Omit<EpaycoOptions, 'privateKey'>;
  readonly token: TokenResource;
  readonly customers: CustomersResource;
  readonly plans: PlansResource;
  readonly subscriptions: SubscriptionsResource;
  readonly charge: ChargeResource;
  /** PSE (the official SDK's `bank`). */
  readonly pse: PseResource;
  readonly cash: CashResource;
  readonly safetypay: SafetypayResource;
  /** Refunds of card transactions, whole or in part. */
  readonly refunds: RefundResource;
  /** Reads back what ePayco's confirmation said about a `ref_payco` (the webhook's `x_…` fields). */
  validation(refPayco: string): Promise<EpaycoAnswer<TransactionFacts>>;
};

/** Checks the options (error 100 in their language) and builds the SDK; it logs in on its first call. */
export const createEpayco = (options: unknown, settings: EpaycoSettings): Epayco => {
  const { apiKey, privateKey, lang, test } = parseOptions(options);
  const http = { fetch: settings.fetch ?? fetch, timeoutMs: settings.timeoutMs, logger: settings.logger, lang };
  const sessions = epaycoSessions({
    http,
    apiHost: settings.hosts.api,
    apifyHost: settings.hosts.apify,
    publicKey: apiKey,
    privateKey,
  });
  const send = epaycoTransport({
    http,
    hosts: settings.hosts,
    payload: { publicKey: apiKey, privateKey, lang, test, ip: settings.ip },
    sessions,
  });
  const payments = paymentResources(send, { publicKey: apiKey, lang, safetypayPath: settings.safetypayPath });
  return {
    options: { apiKey, lang, test },
    ...customerResources(send, apiKey),
    ...recurringResources(send, apiKey),
    ...payments,
    ...refundResources(send),
  };
};

// The public surface for the gateways: errors, answers, inputs and settings.
export { EpaycoError, EPAYCO_ERROR_MESSAGES, type EpaycoErrorCode, type EpaycoLang } from './errors';
export type { EpaycoAnswer } from './envelope';
export type { CashResource, ChargeResource, PseResource, SafetypayResource } from './payments';
export type { CustomersResource, TokenResource } from './customers';
export type { PlansResource, SubscriptionsResource } from './recurring';
export { REFUND_APIFY_PATH, type RefundInput, type RefundMade, type RefundResource } from './refunds';
export type { ChargeData, CustomerCreated, CustomerData, PlanData, SubscriptionData, TokenData } from './answers-api';
export type { BankList, CashCreated, PseCreated, PseData, SafetypayCreated, TransactionFacts } from './answers-secure';
export type * from './inputs';
export { CASH_METHODS } from './inputs';
export {
  EPAYCO_PRODUCTION_HOSTS,
  SAFETYPAY_APIFY_PATH,
  SAFETYPAY_RESTPAGOS_PATH,
  type EpaycoOptions,
  type EpaycoSettings,
} from './settings';
