import type { PublicSettings } from '../lib/page-shell';
import type { AccountView } from '../../contract/account';
import { paymentNames } from '../../core/payments/payment-names';

/** The city the shopper's deliveries go to, when the store knows it: the default (else the first) saved address. */
const shopperCity = (account: AccountView | null): string | null =>
  (account?.addresses.find((a) => a.isDefault) ?? account?.addresses[0])?.municipalityName ?? null;

const dayRange = ({ min, max }: { min: number; max: number }) =>
  min === max ? `${max} ${max === 1 ? 'día hábil' : 'días hábiles'}` : `${min} a ${max} días hábiles`;

/** The store's promise, in the thin bar on top of every page: when an order arrives (to the shopper's city when known,
 * else anywhere in Colombia, from the shipping policy's business days) and how it can be paid (the methods the
 * gateways offer, never a written list). The free-shipping threshold lives where it helps: the cart's progress line
 * and the shipping page. */
export function PromiseBar({ settings, account }: { settings: PublicSettings; account: AccountView | null }) {
  const city = shopperCity(account);
  const days = dayRange(settings.standardDeliveryDays);
  const pay = paymentNames(settings.paymentMethods, 3);
  return (
    <p className="bg-ink px-4 py-1.5 text-center text-xs font-medium text-white">
      <span>{city ? `Entrega en ${city} en ${days}` : `Envíos a toda Colombia en ${days}`}</span>
      {pay && <span>{` · Paga con ${pay}`}</span>}
    </p>
  );
}
