import { z } from 'zod';
import {
  chargeData,
  planData,
  subscriptionData,
  type ChargeData,
  type PlanData,
  type SubscriptionData,
} from './answers-api';
import { anyRecord, envelope, optionalText, type EpaycoAnswer } from './envelope';
import type { PlanInput, SubscriptionChargeInput, SubscriptionInput } from './inputs';
import type { Send } from './transport';

/** Subscription plans (JSON API, `/recurring/v1`). */
export type PlansResource = {
  /** Creates a plan named by its `id_plan`. */
  create(input: PlanInput): Promise<EpaycoAnswer<PlanData>>;
  /** Reads one plan by its `id_plan`. */
  get(idPlan: string): Promise<EpaycoAnswer<PlanData>>;
  /** Lists the merchant's plans. */
  list(): Promise<EpaycoAnswer<readonly PlanData[]>>;
  /** Removes a plan (POST …/plan/remove/{pk}/{id}). */
  delete(idPlan: string): Promise<EpaycoAnswer<unknown>>;
};

/** Subscriptions of customers to plans. */
export type SubscriptionsResource = {
  /** Subscribes a customer's card to a plan; the answer's `id` names the subscription. */
  create(input: SubscriptionInput): Promise<EpaycoAnswer<SubscriptionData> & { readonly id?: string }>;
  /** Reads one subscription. */
  get(id: string): Promise<EpaycoAnswer<SubscriptionData>>;
  /** Lists the merchant's subscriptions. */
  list(): Promise<EpaycoAnswer<readonly SubscriptionData[]>>;
  /** Cancels a subscription (POST `{id, public_key}`). */
  cancel(id: string): Promise<EpaycoAnswer<Readonly<Record<string, unknown>>>>;
  /** Charges a subscription's period now; the answer is a card charge's. */
  charge(input: SubscriptionChargeInput): Promise<EpaycoAnswer<ChargeData>>;
};

/** Plan and subscription calls over `send`. */
export const recurringResources = (send: Send, publicKey: string) => {
  const pk = encodeURIComponent(publicKey);
  const id = (value: string) => encodeURIComponent(value);
  const post = <S extends z.ZodType>(path: string, fields: object, schema: S) =>
    send({ method: 'POST', host: 'api', path, fields: fields as Record<string, unknown> }, schema);
  const get = <S extends z.ZodType>(path: string, schema: S) => send({ method: 'GET', host: 'api', path }, schema);
  const plans: PlansResource = {
    create: (input) => post('/recurring/v1/plan/create', input, envelope(planData)),
    get: (idPlan) => get(`/recurring/v1/plan/${pk}/${id(idPlan)}/`, envelope(planData)),
    list: () => get(`/recurring/v1/plans/${pk}/`, envelope(z.array(planData))),
    delete: (idPlan) => post(`/recurring/v1/plan/remove/${pk}/${id(idPlan)}`, {}, envelope(z.unknown())),
  };
  const created = envelope(subscriptionData, { id: optionalText });
  const subscriptions: SubscriptionsResource = {
    create: (input) => post('/recurring/v1/subscription/create', input, created),
    get: (subscriptionId) => get(`/recurring/v1/subscription/${id(subscriptionId)}/${pk}/`, envelope(subscriptionData)),
    list: () => get(`/recurring/v1/subscriptions/${pk}/`, envelope(z.array(subscriptionData))),
    cancel: (subscriptionId) =>
      post('/recurring/v1/subscription/cancel', { id: subscriptionId, public_key: publicKey }, envelope(anyRecord)),
    charge: (input) => post('/payment/v1/charge/subscription/create', input, envelope(chargeData)),
  };
  return { plans, subscriptions };
};
