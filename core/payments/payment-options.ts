import type { CodAvailability } from '../cart/cash-on-delivery';
import { DOCUMENT_NAME, type DocumentType } from '../people/documents';
import { formatPesos } from '../shared/format';
import { CASH_NETWORK_NAME } from './cash-networks';
import { instrumentsOf, type GatewayRegistry } from './gateways';
import type { InstrumentKind } from './instrument';
import { PAYMENT_METHOD_TEXT, type PaymentMethodId } from './methods';
import type { CardTokenizer, PaymentGateway } from './ports';
import type { TestCards } from './sandbox-card';

/** How a method is paid on the store's pages: what the shopper's browser needs to show its forms. */
export type HowToPay = {
  /** How it can be paid (a Nequi push or QR); none for cash on delivery, paid at the door. */
  readonly instruments: readonly InstrumentKind[];
  /** It runs against the store's local sandbox: nothing real is charged. */
  readonly sandbox: boolean;
  /** The provider's script that tokenizes a card in the browser; null when the method takes no card or needs none. */
  readonly tokenizer: CardTokenizer | null;
  /** Against a card provider's sandbox, the test cards that sandbox approves and declines; null otherwise. */
  readonly testCards: TestCards | null;
  /** The cash networks a voucher can be paid at, with their names; empty when the method issues no vouchers. */
  readonly networks: readonly { readonly id: string; readonly name: string }[];
};

/** What a configured gateway's method needs in the browser (nothing for a method without a gateway). */
export const howToPay = (gateway: PaymentGateway | undefined): HowToPay => ({
  instruments: gateway ? instrumentsOf(gateway) : [],
  sandbox: gateway?.sandbox ?? false,
  tokenizer: gateway?.kind === 'card' ? (gateway.tokenizer ?? null) : null,
  testCards: gateway?.kind === 'card' && gateway.sandbox ? (gateway.testCards ?? null) : null,
  networks: gateway?.kind === 'cash-voucher' ? gateway.networks.map((id) => ({ id, name: CASH_NETWORK_NAME[id] })) : [],
});

/** What decides whether a gateway takes an order: its total, and the buyer's document once the buyer is known. */
export type Eligibility = { readonly total: number; readonly documentType?: DocumentType | undefined };

const listOf = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} o ${names.at(-1)}`;

/** Why a gateway does not take this order, in Spanish (Addi lends within its range, and to holders of a cédula de
 * ciudadanía only: it is not offered to a buyer it would refuse); null when it takes it. A buyer not known yet (the
 * steps before their details) is not held against it: the order is checked again with them. */
export const whyNotOffered = (gateway: PaymentGateway | undefined, order: Eligibility): string | null => {
  if (!gateway) return null;
  const name = PAYMENT_METHOD_TEXT[gateway.method].short;
  const range = gateway.amountRange;
  if (range && (order.total < range.min || order.total > range.max))
    return `${name} está disponible para compras entre ${formatPesos(range.min)} y ${formatPesos(range.max)}.`;
  const takes = gateway.documentTypes;
  if (takes && order.documentType !== undefined && !takes.includes(order.documentType))
    return `${name} solo está disponible con ${listOf(takes.map((t) => DOCUMENT_NAME[t]))}.`;
  return null;
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
 * only where and when POLICY.md allows it and a gateway with an amount range or a list of documents (Addi) only for
 * totals within it and buyers it takes (otherwise shown disabled with the reason) — or, when the order's total is
 * 0 (gift credit covers it), its gift credit alone: there is nothing left for a provider to charge. */
export const paymentOptions = (
  payments: GatewayRegistry,
  cod: CodAvailability,
  total: number,
  documentType?: DocumentType,
): readonly PaymentOption[] =>
  total === 0
    ? [COVERED_BY_CREDIT]
    : payments.methods.map((id) => {
        const { label, conditions } = PAYMENT_METHOD_TEXT[id];
        const text = { label, conditions };
        const gateway = payments.forMethod(id);
        const how = howToPay(gateway);
        const reason =
          id === 'cash-on-delivery' && !cod.available ? cod.message : whyNotOffered(gateway, { total, documentType });
        return { id, ...text, ...how, available: reason === null, reason };
      });
