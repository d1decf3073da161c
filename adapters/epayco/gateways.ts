import type { CashNetwork } from '../../core/payments/cash-networks';
import { CASH_NETWORKS } from '../../core/payments/cash-networks';
import type { PaymentAttempt } from '../../core/payments/attempt';
import type {
  BankTransferGateway,
  CardGateway,
  CardTokenizer,
  CashVoucherGateway,
  HostedCheckoutGateway,
  PaymentGateway,
  PaymentOutcome,
} from '../../core/payments/ports';
import type { TestCards } from '../../core/payments/sandbox-card';
import type { Clock, Logger } from '../../core/shared/ports';
import { epaycoConfirmations, type ConfirmationKeys } from './confirmation';
import { epaycoRecord } from './record';
import { epaycoCardRefunds } from './refunds';
import { endDateIn, expiryOf, invoiceOf } from './invoice';
import { outcomeOfState, UNAVAILABLE } from './map';
import type { Epayco, EpaycoAnswer } from './sdk';

export type EpaycoGatewayDeps = {
  readonly sdk: Epayco;
  readonly keys: ConfirmationKeys;
  readonly sandbox: boolean;
  /** ePayco.js (or the sandbox's), with the public key it is given. */
  readonly tokenizer: CardTokenizer;
  /** Against the sandbox, the test cards it approves and rejects (adapters/epayco/sandbox/constants.ts). */
  readonly testCards?: TestCards;
  /** Where ePayco confirms each payment: the store's `/api/v1/webhooks/epayco`. */
  readonly confirmationUrl: string;
  /** Days a cash voucher or a SafetyPay code stays payable. */
  readonly cashDays: number;
  readonly clock: Clock;
  readonly logger: Logger;
};

const PROVIDER = 'epayco';

/** How long the list of PSE banks is kept before ePayco is asked again. */
const BANKS_TTL_MS = 10 * 60_000;

/** Runs one call to ePayco; an answer of `success: false` or an error is "nothing is known to have happened". */
const ask = async <T>(
  deps: EpaycoGatewayDeps,
  what: string,
  call: () => Promise<EpaycoAnswer<T>>,
  read: (data: T) => PaymentOutcome,
): Promise<PaymentOutcome> => {
  try {
    const answer = await call();
    if (answer.success) return read(answer.data);
    deps.logger.warn(
      { provider: PROVIDER, what, says: answer.text_response ?? answer.title_response },
      'ePayco refused',
    );
    return { ...UNAVAILABLE, reason: 'gateway-refused' };
  } catch (error) {
    deps.logger.warn({ provider: PROVIDER, what, err: String(error) }, 'ePayco could not be asked');
    return UNAVAILABLE;
  }
};

/** The transaction's state now, read back by its `ref_payco`; a pending answer keeps the attempt's action. */
const statusOf = (deps: EpaycoGatewayDeps) => async (attempt: PaymentAttempt) => {
  const reference = attempt.reference;
  if (!reference) return { ...UNAVAILABLE, reason: 'no-reference' };
  const waiting = { action: attempt.action, expiresAt: attempt.expiresAt };
  return ask(
    deps,
    'validation',
    () => deps.sdk.validation(reference),
    (facts) =>
      outcomeOfState(
        {
          code: Number(facts.x_cod_transaction_state),
          reference,
          amount: facts.x_amount,
          currency: facts.x_currency_code || null,
        },
        attempt.method,
        waiting,
      ),
  );
};

/** A just-created transaction (`estado`/`cod_respuesta`) in the core's words, with what the shopper must do next. */
const created = (
  method: PaymentAttempt['method'],
  data: {
    readonly ref_payco: string;
    readonly cod_respuesta?: number | undefined;
    readonly valor?: number | undefined;
  },
  waiting: Pick<PaymentAttempt, 'action' | 'expiresAt'>,
): PaymentOutcome =>
  outcomeOfState(
    {
      code: data.cod_respuesta ?? 3,
      reference: data.ref_payco,
      amount: data.valor === undefined ? null : String(data.valor),
      currency: 'COP',
    },
    method,
    waiting,
  );

/** ePayco's four gateways over one SDK: cards (tokenized by ePayco.js, charged in 1–36 instalments, refunded whole or
 * in part), PSE, cash vouchers at the six networks, and SafetyPay (no refund API: refunded by a transfer the store
 * records). They share the status lookup and the signed confirmations. */
export const epaycoGateways = (deps: EpaycoGatewayDeps): readonly PaymentGateway[] => {
  const base = {
    provider: PROVIDER,
    sandbox: deps.sandbox,
    status: statusOf(deps),
    describe: epaycoRecord(deps.sdk),
    notifications: epaycoConfirmations(deps.keys),
  };
  const invoice = (request: Parameters<typeof invoiceOf>[0]) => invoiceOf(request, deps.confirmationUrl);
  const none = { action: null, expiresAt: null };

  const card: CardGateway = {
    ...base,
    kind: 'card',
    method: 'card',
    tokenizer: deps.tokenizer,
    ...(deps.testCards ? { testCards: deps.testCards } : {}),
    ...epaycoCardRefunds(deps),
    charge: async (request, { token, installments }) => {
      const buyer = invoice(request);
      // A charge needs an ePayco customer holding the token: one per charge, since cards are not saved yet.
      let customer;
      try {
        customer = await deps.sdk.customers.create({
          token_card: token,
          name: buyer.name,
          last_name: buyer.last_name,
          email: buyer.email,
          ip: request.ip,
        });
      } catch (error) {
        // ePayco could not be asked: nothing is known about the card, which must not be called refused.
        deps.logger.warn({ provider: PROVIDER, what: 'customer', err: String(error) }, 'ePayco could not be asked');
        return UNAVAILABLE;
      }
      if (!customer.success) {
        deps.logger.warn({ provider: PROVIDER, what: 'customer' }, 'ePayco did not take the card token');
        return {
          status: 'rejected',
          reference: null,
          reason: 'card-token-refused',
          message:
            'ePayco no aceptó los datos de la tarjeta. Revísalos e inténtalo de nuevo, o elige otro medio de pago.',
        };
      }
      return ask(
        deps,
        'charge',
        () =>
          deps.sdk.charge.create({
            token_card: token,
            customer_id: customer.data.customerId,
            doc_type: buyer.doc_type,
            doc_number: buyer.doc_number,
            name: buyer.name,
            last_name: buyer.last_name,
            email: buyer.email,
            cell_phone: buyer.cell_phone ?? '',
            bill: buyer.invoice,
            description: buyer.description,
            value: buyer.value,
            tax: buyer.tax,
            tax_base: buyer.tax_base,
            ico: '0',
            currency: 'COP',
            dues: String(installments),
            ip: request.ip,
            url_response: request.returnUrl,
            url_confirmation: deps.confirmationUrl,
            method_confirmation: 'POST',
            use_default_card_customer: false,
            extras: { extra1: request.attemptId, extra2: request.orderNumber },
          }),
        (data) => created('card', data, none),
      );
    },
  };

  let banks: { readonly at: number; readonly list: readonly { code: string; name: string }[] } | null = null;
  const pse: BankTransferGateway = {
    ...base,
    kind: 'bank-transfer',
    method: 'pse',
    banks: async () => {
      const now = deps.clock.now().getTime();
      if (banks && now - banks.at < BANKS_TTL_MS) return banks.list;
      const answer = await deps.sdk.pse.banks();
      if (!answer.success) throw new Error(`ePayco did not list the PSE banks: ${answer.text_response ?? ''}`);
      // ePayco's first entry is the prompt "A continuación seleccione su banco" with code 0.
      const list = answer.data.filter((b) => b.bankCode !== '0').map((b) => ({ code: b.bankCode, name: b.bankName }));
      banks = { at: now, list };
      return list;
    },
    transfer: async (request, { bank, personType }) =>
      ask(
        deps,
        'pse',
        () => deps.sdk.pse.create({ ...invoice(request), bank, type_person: personType === 'natural' ? '0' : '1' }),
        (data) => created('pse', data, { action: { kind: 'redirect', url: data.urlbanco }, expiresAt: null }),
      ),
  };

  const cash: CashVoucherGateway = {
    ...base,
    kind: 'cash-voucher',
    method: 'cash',
    networks: CASH_NETWORKS,
    issue: async (request, network: CashNetwork) =>
      ask(
        deps,
        `cash ${network}`,
        () =>
          deps.sdk.cash.create(network, {
            ...invoice(request),
            type_person: '0',
            end_date: endDateIn(deps.clock.now(), deps.cashDays),
          }),
        (data) =>
          created('cash', data, {
            action: {
              kind: 'voucher',
              network,
              reference: data.ref_payco,
              pin: data.pin ?? data.ref_payco,
              projectCode: data.codigoproyecto ?? null,
            },
            expiresAt: expiryOf(data.fechaexpiracion),
          }),
      ),
  };

  const safetypay: HostedCheckoutGateway = {
    ...base,
    kind: 'hosted-checkout',
    method: 'safetypay',
    open: async (request) => {
      const endDate = endDateIn(deps.clock.now(), deps.cashDays);
      return ask(
        deps,
        'safetypay',
        () => deps.sdk.safetypay.create({ ...invoice(request), end_date: endDate }),
        (data) => {
          const reference = data.ref_payco ?? data.refPayco;
          const url = data.urlbanco ?? data.url;
          if (!reference || !url) return { ...UNAVAILABLE, reason: 'gateway-unreadable' };
          // Its code stays payable (online or in cash) until the end date: the order's stock is held as long.
          return { status: 'pending', reference, action: { kind: 'redirect', url }, expiresAt: expiryOf(endDate) };
        },
      );
    },
  };

  return [card, pse, cash, safetypay];
};
