import { formatPesos } from '../../core/shared/format';
import { percentage, pesos } from '../../core/shared/money';
import type { StorePolicy } from '../../core/policy/store-policy';
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

/** An information page with the store policy's figures written in, so its text never drifts from the rules. */
export const withPolicyFigures = (page: InfoPage, policy: StorePolicy): InfoPage => {
  const figures = figuresOf(policy);
  const fill = (text: string) =>
    text.replace(/\{\{([a-z-]+)\}\}/g, (token, name: string) => {
      const value = figures[name];
      if (value === undefined) throw new Error(`Unknown policy figure ${token} in the information page "${page.slug}"`);
      return value;
    });
  const block = (b: InfoBlock): InfoBlock =>
    b.kind === 'ul' ? { ...b, items: b.items.map(fill) } : { ...b, text: fill(b.text) };
  return { ...page, title: fill(page.title), description: fill(page.description), blocks: page.blocks.map(block) };
};
