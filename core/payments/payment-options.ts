import type { CodAvailability } from '../cart/cash-on-delivery';
import { CASH_NETWORK_NAME } from './cash-networks';
import { instrumentsOf, type GatewayRegistry } from './gateways';
import type { InstrumentKind } from './instrument';
import { PAYMENT_METHOD_TEXT, type PaymentMethodId } from './methods';
import type { CardTokenizer, PaymentGateway } from './ports';

/** How a method is paid on the store's pages: what the shopper's browser needs to show its forms. */
export type HowToPay = {
  /** How it can be paid (a Nequi push or QR); none for cash on delivery, paid at the door. */
  readonly instruments: readonly InstrumentKind[];
  /** It runs against the store's local sandbox: nothing real is charged. */
  readonly sandbox: boolean;
  /** The provider's script that tokenizes a card in the browser; null when the method takes no card or needs none. */
  readonly tokenizer: CardTokenizer | null;
  /** The cash networks a voucher can be paid at, with their names; empty when the method issues no vouchers. */
  readonly networks: readonly { readonly id: string; readonly name: string }[];
};

/** What a configured gateway's method needs in the browser (nothing for a method without a gateway). */
export const howToPay = (gateway: PaymentGateway | undefined): HowToPay => ({
  instruments: gateway ? instrumentsOf(gateway) : [],
  sandbox: gateway?.sandbox ?? false,
  tokenizer: gateway?.kind === 'card' ? (gateway.tokenizer ?? null) : null,
  networks: gateway?.kind === 'cash-voucher' ? gateway.networks.map((id) => ({ id, name: CASH_NETWORK_NAME[id] })) : [],
});

/** A method as the payment step offers it: available, or shown disabled with the reason. */
export type PaymentOption = HowToPay & {
  readonly id: PaymentMethodId;
  readonly label: string;
  readonly conditions: string;
  readonly available: boolean;
  readonly reason: string | null;
};

/** The one way to pay an order whose gift credit covers it whole (nothing left to charge): the balance itself. */
const COVERED_BY_CREDIT: PaymentOption = {
  id: 'gift-credit',
  label: PAYMENT_METHOD_TEXT['gift-credit'].label,
  conditions: PAYMENT_METHOD_TEXT['gift-credit'].conditions,
  ...howToPay(undefined),
  available: true,
  reason: null,
};

/** The methods offered for one order: exactly the configured gateways' (in the registry's order), and cash on delivery
 * only where and when POLICY.md allows it (otherwise shown disabled with its reason) — or, when the order's total is
 * 0 (gift credit covers it), its gift credit alone: there is nothing left for a provider to charge. */
export const paymentOptions = (
  payments: GatewayRegistry,
  cod: CodAvailability,
  total: number,
): readonly PaymentOption[] =>
  total === 0
    ? [COVERED_BY_CREDIT]
    : payments.methods.map((id) => {
        const { label, conditions } = PAYMENT_METHOD_TEXT[id];
        const text = { label, conditions };
        const how = howToPay(payments.forMethod(id));
        if (id === 'cash-on-delivery' && !cod.available)
          return { id, ...text, ...how, available: false, reason: cod.message };
        return { id, ...text, ...how, available: true, reason: null };
      });
