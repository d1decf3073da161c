import { formatPesos } from '../../core/shared/format';
import { percentage, pesos } from '../../core/shared/money';
import type { StorePolicy } from '../../core/policy/store-policy';
import type { PaymentMethodId } from '../../core/payments/methods';
import { paymentNames } from '../lib/payment-names';
import type { InfoBlock, InfoPage } from './info-types';

const percent = (rate: number) => `${String(Math.round(rate * 10_000) / 100).replace('.', ',')} %`;
const days = ({ min, max }: { min: number; max: number }) => (min === max ? `${min}` : `${min} a ${max}`);
const EXAMPLE_ORDER = pesos(200_000);

/** The figures of the store policy as the information pages write them ({{envio-gratis}} → "$ 4.000.000"). */
const figuresOf = (policy: StorePolicy): Record<string, string> => {
  const surcharge = percentage(EXAMPLE_ORDER, policy.contraentregaSurcharge);
  return {
    'envio-gratis': formatPesos(policy.freeShippingThreshold),
    'contraentrega-menor-a': formatPesos(policy.contraentregaLessThan),
    'recargo-contraentrega': percent(policy.contraentregaSurcharge),
    'recargo-ejemplo': formatPesos(surcharge),
    'total-ejemplo': formatPesos(EXAMPLE_ORDER + surcharge),
    'regalo-referido': percent(policy.percentageToGift),
    'dias-estandar': days(policy.deliveryDays.standard),
    'dias-expres': days(policy.deliveryDays.express),
  };
};

/** An information page with the store policy's figures and the payment methods offered written in, so its text never
 * drifts from the rules; a block about a method that is not offered is left out. */
export const withStoreFacts = (page: InfoPage, policy: StorePolicy, methods: readonly PaymentMethodId[]): InfoPage => {
  const figures: Record<string, string> = { ...figuresOf(policy), 'medios-de-pago': paymentNames(methods) };
  const fill = (text: string) =>
    text.replace(/\{\{([a-z-]+)\}\}/g, (token, name: string) => {
      const value = figures[name];
      if (value === undefined) throw new Error(`Unknown policy figure ${token} in the information page "${page.slug}"`);
      return value;
    });
  const block = (b: InfoBlock): InfoBlock =>
    b.kind === 'ul' ? { ...b, items: b.items.map(fill) } : { ...b, text: fill(b.text) };
  return {
    ...page,
    title: fill(page.title),
    description: fill(page.description),
    blocks: page.blocks.filter((b) => b.method === undefined || methods.includes(b.method)).map(block),
  };
};
