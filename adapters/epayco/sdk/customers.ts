import { z } from 'zod';
import {
  customerCreated,
  customerData,
  tokenData,
  type CustomerCreated,
  type CustomerData,
  type TokenData,
} from './answers-api';
import { anyRecord, envelope, type EpaycoAnswer } from './envelope';
import type {
  AddTokenInput,
  CustomerCardRef,
  CustomerInput,
  CustomerUpdate,
  DefaultCardInput,
  TokenInput,
} from './inputs';
import type { Send } from './transport';

/** Card tokenization. */
export type TokenResource = {
  /** Tokenizes a card (POST {api}/v1/tokens); `data.id` is the `token_card` of later calls. */
  create(input: TokenInput): Promise<EpaycoAnswer<TokenData>>;
};

/** Customers and their cards (JSON API). */
export type CustomersResource = {
  /** Creates a customer with a tokenized card; `data.customerId` names it. */
  create(input: CustomerInput): Promise<EpaycoAnswer<CustomerCreated>>;
  /** Reads one customer (GET {api}/payment/v1/customer/{pk}/{id}/). */
  get(id: string): Promise<EpaycoAnswer<CustomerData>>;
  /** Lists the merchant's customers (GET {api}/payment/v1/customers/{pk}/). */
  list(): Promise<EpaycoAnswer<readonly CustomerData[]>>;
  /** Changes a customer's details. */
  update(id: string, input: CustomerUpdate): Promise<EpaycoAnswer<Readonly<Record<string, unknown>>>>;
  /** Removes a card from a customer (POST {api}/v1/remove/token). */
  deleteToken(input: CustomerCardRef): Promise<EpaycoAnswer<unknown>>;
  /** Makes a card the customer's default (the official SDK's `addDefaultCard`). */
  setDefaultCard(input: DefaultCardInput): Promise<EpaycoAnswer<unknown>>;
  /** Adds another tokenized card to a customer (the official SDK's `addNewToken`). */
  addToken(input: AddTokenInput): Promise<EpaycoAnswer<unknown>>;
};

/** Token and customer calls over `send`, with the merchant's public key in their paths. */
export const customerResources = (send: Send, publicKey: string) => {
  const pk = encodeURIComponent(publicKey);
  const post = <S extends z.ZodType>(path: string, fields: object, schema: S, ipAndTest = true) =>
    send({ method: 'POST', host: 'api', path, fields: fields as Record<string, unknown>, ipAndTest }, schema);
  const token: TokenResource = {
    // The official SDK adds `ip` and `test` here too: its "card" flag skips them on the customer card calls only.
    create: (input) => post('/v1/tokens', input, envelope(tokenData)),
  };
  const customers: CustomersResource = {
    create: (input) => post('/payment/v1/customer/create', input, envelope(customerCreated)),
    get: (id) =>
      send(
        { method: 'GET', host: 'api', path: `/payment/v1/customer/${pk}/${encodeURIComponent(id)}/` },
        envelope(customerData),
      ),
    list: () =>
      send({ method: 'GET', host: 'api', path: `/payment/v1/customers/${pk}/` }, envelope(z.array(customerData))),
    update: (id, input) =>
      post(`/payment/v1/customer/edit/${pk}/${encodeURIComponent(id)}`, input, envelope(anyRecord)),
    deleteToken: (input) => post('/v1/remove/token', input, envelope(z.unknown())),
    setDefaultCard: (input) => post('/payment/v1/customer/reasign/card/default', input, envelope(z.unknown()), false),
    addToken: (input) => post('/v1/customer/add/token', input, envelope(z.unknown()), false),
  };
  return { token, customers };
};
