import type { CodAvailability } from '../cart/cash-on-delivery';
import { formatPesos } from '../shared/format';
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

/** Why a gateway does not take an order of this total (Addi lends within its range), in Spanish; null when it does. */
export const outOfRange = (gateway: PaymentGateway | undefined, total: number): string | null => {
  const range = gateway?.amountRange;
  if (!range || (total >= range.min && total <= range.max)) return null;
  const name = PAYMENT_METHOD_TEXT[gateway.method].short;
  return `${name} está disponible para compras entre ${formatPesos(range.min)} y ${formatPesos(range.max)}.`;
};

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

/** The methods offered for one order: exactly the configured gateways' (in the registry's order), cash on delivery
 * only where and when POLICY.md allows it and a gateway with an amount range (Addi) only for totals within it
 * (otherwise shown disabled with the reason) — or, when the order's total is
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
        const gateway = payments.forMethod(id);
        const how = howToPay(gateway);
        const reason = id === 'cash-on-delivery' && !cod.available ? cod.message : outOfRange(gateway, total);
        return { id, ...text, ...how, available: reason === null, reason };
      });
