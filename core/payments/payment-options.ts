import type { CodAvailability } from '../cart/cash-on-delivery';
import { instrumentsOf, type GatewayRegistry } from './gateways';
import type { InstrumentKind } from './instrument';
import { PAYMENT_METHOD_TEXT, type PaymentMethodId } from './methods';

/** A method as the payment step offers it: available, or shown disabled with the reason. */
export type PaymentOption = {
  readonly id: PaymentMethodId;
  readonly label: string;
  readonly conditions: string;
  readonly available: boolean;
  readonly reason: string | null;
  /** How it can be paid (a Nequi push or QR); none for cash on delivery, paid at the door. */
  readonly instruments: readonly InstrumentKind[];
  /** It runs against the store's local sandbox: nothing real is charged. */
  readonly sandbox: boolean;
};

/** The methods offered for one order: exactly the configured gateways' (in the registry's order), and cash on delivery
 * only where and when POLICY.md allows it (otherwise shown disabled with its reason). */
export const paymentOptions = (payments: GatewayRegistry, cod: CodAvailability): readonly PaymentOption[] =>
  payments.methods.map((id) => {
    const { label, conditions } = PAYMENT_METHOD_TEXT[id];
    const text = { label, conditions };
    const gateway = payments.forMethod(id);
    const how = { instruments: gateway ? instrumentsOf(gateway) : [], sandbox: gateway?.sandbox ?? false };
    if (id === 'cash-on-delivery' && !cod.available)
      return { id, ...text, ...how, available: false, reason: cod.message };
    return { id, ...text, ...how, available: true, reason: null };
  });
