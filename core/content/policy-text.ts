import type { Company } from '../company/company';
import { formatPesos } from '../shared/format';
import { percentage, pesos } from '../shared/money';
import { contactResponseText } from '../policy/contact-response';
import type { StorePolicy } from '../policy/store-policy';
import type { PaymentMethodId } from '../payments/methods';
import { EMBEDDED_RATES } from '../shipping/embedded-rates';
import { paymentNames } from '../payments/payment-names';
import { nitDisplay } from './company';
import type { InfoBlock, InfoPage } from './info-types';

const percent = (rate: number) => `${String(Math.round(rate * 10_000) / 100).replace('.', ',')} %`;
const days = ({ min, max }: { min: number; max: number }) => (min === max ? `${min}` : `${min} a ${max}`);
const EXAMPLE_ORDER = pesos(200_000);
const ZONE_TOKENS = [
  ['bogota', 'same-city'],
  ['ciudades', 'main-city'],
  ['resto', 'rest'],
  ['especiales', 'special'],
] as const;

/** The figures of the store policy as the information pages write them ({{envio-gratis}} → "$ 4.000.000"). */
const figuresOf = (policy: StorePolicy): Map<string, string> => {
  const surcharge = percentage(EXAMPLE_ORDER, policy.contraentregaSurcharge);
  const rates = ZONE_TOKENS.flatMap(([token, zone]) =>
    (['standard', 'express'] as const).map((method) => {
      const { firstKg, extraKg } = EMBEDDED_RATES[zone][method];
      const name = `tarifa-${token}-${method === 'standard' ? 'estandar' : 'expres'}`;
      return [name, `${formatPesos(firstKg)} el primer kilo y ${formatPesos(extraKg)} cada kilo adicional`] as const;
    }),
  );
  return new Map([
    ['envio-gratis', formatPesos(policy.freeShippingThreshold)],
    ['contraentrega-menor-a', formatPesos(policy.contraentregaLessThan)],
    ['recargo-contraentrega', percent(policy.contraentregaSurcharge)],
    ['recargo-ejemplo', formatPesos(surcharge)],
    ['total-ejemplo', formatPesos(EXAMPLE_ORDER + surcharge)],
    ['regalo-referido', percent(policy.percentageToGift)],
    ['dias-estandar', days(policy.deliveryDays.standard)],
    ['dias-expres', days(policy.deliveryDays.express)],
    // The store's one promise of an answer, to every message by any channel ("en máximo 1 día hábil").
    ['respuesta', contactResponseText()],
    ...rates,
  ]);
};

/** The company's facts as the pages write them ({{nit}} → "901.482.736-8"; {{horario}} in a sentence). */
const companyFigures = (c: Company): [string, string][] => [
  ['empresa', c.legalName],
  ['nit', nitDisplay(c)],
  ['direccion', c.address],
  ['ciudad', c.city],
  ['telefono', c.phone],
  ['whatsapp', c.whatsapp],
  ['correo', c.email],
  ['correo-judicial', c.judicialEmail],
  ['horario', c.hours.map((line, i) => (i === 0 ? line : line.charAt(0).toLowerCase() + line.slice(1))).join('; ')],
];

/** What a page is written with: the store policy, the payment methods offered (with the provider taking each, when one
 * does) and the company's configured facts. */
export type StoreFacts = {
  readonly policy: StorePolicy;
  readonly methods: readonly PaymentMethodId[];
  readonly providers: ReadonlyMap<PaymentMethodId, string>;
  readonly company: Company;
  /** Whether the store issues its electronic invoices itself (and mails them). */
  readonly invoicing: boolean;
};

/** An information page with the store policy's figures, the payment methods offered and the company's facts written
 * in, so its text never drifts from the rules or the configuration; a block about a method not offered is left out.
 * An item `{{horario-lineas}}` of a list becomes the opening hours, one item per line. */
export const withStoreFacts = (page: InfoPage, facts: StoreFacts): InfoPage => {
  const figures = new Map([
    ...figuresOf(facts.policy),
    ...companyFigures(facts.company),
    ['medios-de-pago', paymentNames(facts.methods)],
  ]);
  const fill = (text: string) =>
    text.replace(/\{\{([a-z-]+)\}\}/g, (token, name: string, at: number) => {
      const value = figures.get(name);
      if (value === undefined) throw new Error(`Unknown store figure ${token} in the information page "${page.slug}"`);
      // A fact ending in an abbreviation ("Bogotá D.C.") at the end of a sentence takes one final dot, not two.
      return value.endsWith('.') && text.startsWith('.', at + token.length) ? value.slice(0, -1) : value;
    });
  const items = (list: string[]) =>
    list.flatMap((item) => (item === '{{horario-lineas}}' ? [...facts.company.hours] : [fill(item)]));
  const block = (b: InfoBlock): InfoBlock =>
    b.kind === 'ul'
      ? { ...b, items: items(b.items) }
      : b.kind === 'p' || b.kind === 'h2'
        ? { ...b, text: fill(b.text) }
        : b;
  return {
    ...page,
    title: fill(page.title),
    description: fill(page.description),
    blocks: page.blocks
      .filter((b) => b.method === undefined || facts.methods.includes(b.method))
      .filter(
        (b) => b.provider === undefined || (b.method !== undefined && facts.providers.get(b.method) === b.provider),
      )
      .filter((b) => b.invoicing === undefined || b.invoicing === facts.invoicing)
      .map(block),
  };
};
