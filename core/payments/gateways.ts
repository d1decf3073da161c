import type { PaymentAttempt } from './attempt';
import type { InstrumentKind, PaymentInstrument } from './instrument';
import type { PaymentMethodId } from './methods';
import type { PaymentGateway, PaymentOutcome, PaymentRequest } from './ports';

/** The instruments a gateway takes, in the order the payment step offers them. */
export const instrumentsOf = (gateway: PaymentGateway): readonly InstrumentKind[] => {
  switch (gateway.kind) {
    case 'wallet':
      return ['wallet-push', 'wallet-qr'];
    case 'card':
      return ['card'];
    case 'bank-transfer':
      return ['bank-transfer'];
    case 'cash-voucher':
      return ['cash-voucher'];
    case 'pay-later':
      return ['pay-later'];
    case 'hosted-checkout':
      return ['hosted-checkout'];
    default:
      return gateway satisfies never;
  }
};

/** Hands a payment to the gateway with the instrument the shopper chose; null when the gateway does not take that
 * kind of instrument. The one place an instrument is read: the compiler checks every kind is handled. */
export const sendPayment = (
  gateway: PaymentGateway,
  request: PaymentRequest,
  instrument: PaymentInstrument,
): Promise<PaymentOutcome> | null => {
  switch (instrument.kind) {
    case 'wallet-push':
      return gateway.kind === 'wallet' ? gateway.push(request, instrument.phone) : null;
    case 'wallet-qr':
      return gateway.kind === 'wallet' ? gateway.qr(request) : null;
    case 'card':
      return gateway.kind === 'card'
        ? gateway.charge(request, { token: instrument.token, installments: instrument.installments })
        : null;
    case 'bank-transfer':
      return gateway.kind === 'bank-transfer'
        ? gateway.transfer(request, { bank: instrument.bank, personType: instrument.personType })
        : null;
    case 'cash-voucher':
      return gateway.kind === 'cash-voucher' && gateway.networks.includes(instrument.network)
        ? gateway.issue(request, instrument.network)
        : null;
    case 'pay-later':
      return gateway.kind === 'pay-later' ? gateway.apply(request) : null;
    case 'hosted-checkout':
      return gateway.kind === 'hosted-checkout' ? gateway.open(request) : null;
    default:
      return instrument satisfies never;
  }
};

/** The provider cash on delivery is recorded under: the store itself, at the door. */
export const AT_THE_DOOR = 'tienda';

/** The provider an order paid whole with the shopper's gift credit is recorded under: the store's own ledger. */
export const GIFT_CREDIT_LEDGER = 'saldo-de-regalo';

/** The gateways configured, found by method (a shopper's choice) or by provider (an attempt, a webhook). */
export type GatewayRegistry = {
  /** Every method offered, in the payment step's order: each gateway's, and cash on delivery when it is on. */
  readonly methods: readonly PaymentMethodId[];
  readonly gateways: readonly PaymentGateway[];
  forMethod(method: PaymentMethodId): PaymentGateway | undefined;
  /** A provider's first gateway: the gateways of one provider share its status lookups and its notifications. */
  forProvider(provider: string): PaymentGateway | undefined;
  /** The gateway an attempt was made at (its provider's gateway for its method, else the provider's first). */
  forAttempt(attempt: PaymentAttempt): PaymentGateway | undefined;
  /** A provider's name as shoppers know it ("Mercado Pago"), when configuration gave one. */
  providerName(provider: string): string | undefined;
  /** Where the shopper pays an attempt, when the provider's own page takes the payment (a hosted checkout, a credit
   * application): its name there; undefined when the store's own pages take it. */
  hostedBy(attempt: PaymentAttempt): string | undefined;
};

/** The registry of the gateways configuration built: one gateway per method offered; a provider may take several
 * methods (ePayco takes cards, PSE, cash and SafetyPay). `followed` gateways are offered for no method, but their
 * provider's attempts, statuses and notifications are still read through them, so an attempt made before a change of
 * configuration (CARD_PROVIDER, PAYMENT_METHODS) can still settle. */
export const gatewayRegistry = (
  gateways: readonly PaymentGateway[],
  options: {
    readonly cashOnDelivery: boolean;
    readonly followed?: readonly PaymentGateway[];
    /** The providers' names as shoppers know them, by provider. */
    readonly names?: ReadonlyMap<string, string>;
  },
): GatewayRegistry => {
  const byMethod = new Map(gateways.map((g) => [g.method, g]));
  if (byMethod.size !== gateways.length) throw new Error('Each payment method may have one gateway only');
  const followed = options.followed ?? [];
  const byProvider = new Map<string, PaymentGateway>();
  for (const g of [...gateways, ...followed]) if (!byProvider.has(g.provider)) byProvider.set(g.provider, g);
  const forAttempt = (attempt: PaymentAttempt) => {
    const taker = byMethod.get(attempt.method);
    if (taker?.provider === attempt.provider) return taker;
    const kept = followed.find((g) => g.provider === attempt.provider && g.method === attempt.method);
    return kept ?? byProvider.get(attempt.provider);
  };
  return {
    methods: [...gateways.map((g) => g.method), ...(options.cashOnDelivery ? (['cash-on-delivery'] as const) : [])],
    gateways,
    forMethod: (method) => byMethod.get(method),
    forProvider: (provider) => byProvider.get(provider),
    forAttempt,
    providerName: (provider) => options.names?.get(provider),
    hostedBy: (attempt) => {
      const kind = forAttempt(attempt)?.kind;
      return kind === 'hosted-checkout' || kind === 'pay-later' ? options.names?.get(attempt.provider) : undefined;
    },
  };
};
