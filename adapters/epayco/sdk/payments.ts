import type { z } from 'zod';
import { chargeData, type ChargeData } from './answers-api';
import {
  bankList,
  cashCreated,
  pseCreated,
  pseData,
  safetypayCreated,
  transactionFacts,
  type BankList,
  type CashCreated,
  type PseCreated,
  type PseData,
  type SafetypayCreated,
  type TransactionFacts,
} from './answers-secure';
import { envelope, type EpaycoAnswer } from './envelope';
import { EpaycoError, type EpaycoLang } from './errors';
import {
  CASH_METHODS,
  type CashInput,
  type CashMethod,
  type ChargeInput,
  type PseInput,
  type SafetypayInput,
} from './inputs';
import type { Send } from './transport';

/** Card charges. */
export type ChargeResource = {
  /** Charges a tokenized card (POST {api}/payment/v1/charge/create); a decline is an answer, not an error. */
  create(input: ChargeInput): Promise<EpaycoAnswer<ChargeData>>;
  /** Reads a transaction back by `ref_payco` (GET {secure}/restpagos/transaction/response.json). */
  get(refPayco: string): Promise<EpaycoAnswer<TransactionFacts>>;
};

/** PSE bank debits (restpagos, encrypted). */
export type PseResource = {
  /** Starts a debit; send the buyer to `data.urlbanco`. */
  create(input: PseInput): Promise<EpaycoAnswer<PseCreated>>;
  /** Reads a debit back by its `transactionID`. */
  get(transactionId: string): Promise<EpaycoAnswer<PseData>>;
  /** The banks a buyer may choose. */
  banks(): Promise<EpaycoAnswer<BankList>>;
};

/** Cash payments at a network's points. */
export type CashResource = {
  /** Creates a pin to pay at `method`'s points; any other method fails with error 109. */
  create(method: CashMethod, input: CashInput): Promise<EpaycoAnswer<CashCreated>>;
  /** Reads a transaction back by `ref_payco`, as `charge.get`. */
  get(refPayco: string): Promise<EpaycoAnswer<TransactionFacts>>;
};

/** SafetyPay. */
export type SafetypayResource = {
  /** Creates a SafetyPay payment at the configured path (restpagos encrypted, or Apify in camelCase). */
  create(input: SafetypayInput): Promise<EpaycoAnswer<SafetypayCreated>>;
};

const isCashMethod = (method: unknown): method is CashMethod =>
  typeof method === 'string' && (CASH_METHODS as readonly string[]).includes(method);

/** Charge, PSE, cash, SafetyPay and validation calls over `send`. */
export const paymentResources = (
  send: Send,
  config: { publicKey: string; lang: EpaycoLang; safetypayPath: string },
) => {
  const { publicKey } = config;
  const secureGet = <S extends z.ZodType>(path: string, query: Record<string, string>, schema: S) =>
    send({ method: 'GET', host: 'secure', path, query }, schema);
  const transaction = (refPayco: string) =>
    secureGet(
      '/restpagos/transaction/response.json',
      { ref_payco: refPayco, public_key: publicKey },
      envelope(transactionFacts),
    );
  const charge: ChargeResource = {
    create: (input) =>
      send({ method: 'POST', host: 'api', path: '/payment/v1/charge/create', fields: input }, envelope(chargeData)),
    get: transaction,
  };
  const pse: PseResource = {
    create: (input) =>
      send(
        { method: 'POST', host: 'secure', path: '/restpagos/pagos/debitos.json', fields: input, mode: 'encrypted' },
        envelope(pseCreated),
      ),
    get: (transactionId) =>
      secureGet(
        '/restpagos/pse/transactioninfomation.json',
        { transactionID: transactionId, public_key: publicKey },
        envelope(pseData),
      ),
    banks: () => secureGet('/restpagos/pse/bancos.json', { public_key: publicKey }, envelope(bankList)),
  };
  const cash: CashResource = {
    create: async (method, input) => {
      if (!isCashMethod(method)) throw new EpaycoError(109, config.lang);
      return send(
        { method: 'POST', host: 'secure', path: `/restpagos/v2/efectivo/${method}`, fields: input, mode: 'cash' },
        envelope(cashCreated),
      );
    },
    get: transaction,
  };
  const onSecure = config.safetypayPath.startsWith('/restpagos/');
  const safetypay: SafetypayResource = {
    create: (input) =>
      send(
        onSecure
          ? { method: 'POST', host: 'secure', path: config.safetypayPath, fields: input, mode: 'encrypted' }
          : // epayco-sdk-node 1.4.4 sends Apify's SafetyPay without `ip` and `test` (its "card" flag).
            {
              method: 'POST',
              host: 'apify',
              path: config.safetypayPath,
              fields: input,
              mode: 'apify',
              ipAndTest: false,
            },
        envelope(safetypayCreated),
      ),
  };
  /** Reads back what the confirmation said about `refPayco` (GET {validation}/validation/v1/reference/{ref}, public). */
  const validation = (refPayco: string): Promise<EpaycoAnswer<TransactionFacts>> =>
    send(
      {
        method: 'GET',
        host: 'validation',
        path: `/validation/v1/reference/${encodeURIComponent(refPayco)}`,
        authenticated: false,
      },
      envelope(transactionFacts),
    );
  return { charge, pse, cash, safetypay, validation };
};
