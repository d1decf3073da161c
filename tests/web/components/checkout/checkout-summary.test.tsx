import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { codTerms } from '../../../../core/cart/payment-terms';
import { defaultPolicy } from '../../../../core/policy/store-policy';
import { pesos } from '../../../../core/shared/money';
import { CheckoutSummary } from '../../../../web/components/checkout/checkout-summary';
import { OrderTotals } from '../../../../web/components/checkout/order-totals';
import type { CheckoutLineView, TotalsView } from '../../../../contract/checkout';
import { SettingsProvider } from '../../../../web/lib/settings-context';
import { PaymentOptions } from '../../../../web/pages/checkout/payment-options';
import { EMPTY_DRAFT } from '../../../../web/state/checkout';
import { publicSettings } from '../../support/public-settings';

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '|')
    .replace(/\|+/g, '|');
/** The first tag of that name having all those attributes, in any order. */
const tag = (html: string, name: string, ...attributes: string[]) =>
  html.match(new RegExp(`<${name}\\b[^>]*>`, 'g'))?.find((t) => attributes.every((a) => t.includes(a)));
const totals = (over: Partial<TotalsView> = {}): TotalsView => ({
  subtotal: 302_000,
  giftCredit: 0,
  shipping: 15_800,
  freeShipping: false,
  codSurcharge: 0,
  total: 317_800,
  tax: 48_218,
  taxBase: 253_782,
  savings: 0,
  ...over,
});
const line: CheckoutLineView = {
  sku: 'P02-2LB-CHOC',
  productSlug: 'whey',
  category: 'proteinas',
  name: 'Whey Gold',
  brand: 'ON',
  size: '2 lb',
  flavour: 'Chocolate',
  quantity: 2,
  unitPrice: 151_000,
  compareAt: null,
  lineTotal: 302_000,
  image: null,
};

describe('OrderTotals', () => {
  it('adds up subtotal, shipping and total in pesos, with the IVA the prices include', () => {
    const shown = text(renderToString(<OrderTotals totals={totals()} shippingKnown />));
    expect(shown).toContain('|Subtotal|$ 302.000|');
    expect(shown).toContain('|Envío|$ 15.800|');
    expect(shown).toContain('|Total|$ 317.800|');
    expect(shown).toContain('|IVA incluido: $ 48.218|');
    expect(shown).not.toContain('Recargo contraentrega');
  });

  it('shows the cash-on-delivery surcharge only when there is one', () => {
    const shown = text(
      renderToString(<OrderTotals totals={totals({ codSurcharge: 15_890, total: 333_690 })} shippingKnown />),
    );
    expect(shown).toContain('|Recargo contraentrega|$ 15.890|Total|$ 333.690|');
  });

  it('says "Gratis" for free shipping, and that shipping comes with the city before a method is chosen', () => {
    expect(
      text(
        renderToString(
          <OrderTotals totals={totals({ shipping: 0, freeShipping: true, total: 302_000 })} shippingKnown />,
        ),
      ),
    ).toContain('|Envío|Gratis|');
    expect(text(renderToString(<OrderTotals totals={totals({ shipping: 0 })} shippingKnown={false} />))).toContain(
      '|Envío|Se calcula con tu ciudad|',
    );
  });

  it('shows the gift credit taken off and the savings', () => {
    const shown = text(
      renderToString(<OrderTotals totals={totals({ giftCredit: 20_000, savings: 30_000 })} shippingKnown />),
    );
    expect(shown).toContain('|Saldo de regalo|−$ 20.000|');
    expect(shown).toContain('|Ahorras $ 30.000|');
  });
});

describe('CheckoutSummary', () => {
  const cod = codTerms(
    { totalBeforeSurcharge: pesos(317_800), shippingIncluded: true, codCoverage: true },
    defaultPolicy,
  );
  const summary = (figures: ReturnType<typeof totals>) =>
    renderToString(
      <SettingsProvider value={publicSettings({ paymentMethods: ['nequi', 'cash-on-delivery'] })}>
        <CheckoutSummary lines={[line]} totals={figures} shippingKnown cashOnDelivery={cod} />
      </SettingsProvider>,
    );
  const html = summary(totals());

  it('is a named landmark with its products folded on phones behind a button that says how many', () => {
    expect(html).toMatch(/<aside aria-labelledby="resumen-titulo"/);
    expect(html).toContain('<h2 id="resumen-titulo"');
    expect(html).toMatch(
      /<button type="button" aria-expanded="false" aria-controls="resumen-productos"[^>]*>Ver productos \(2\)<\/button>/,
    );
    expect(html).toMatch(/id="resumen-productos" class="hidden mt-2 md:block"/);
    expect(text(html)).toContain('|Whey Gold|2 lb · Chocolate|2 × $ 151.000|$ 302.000|');
  });

  it('tells how the order can be paid before it is confirmed: the online methods, and cash on delivery with its surcharge', () => {
    expect(text(html)).toContain(
      '|Cómo puedes pagar|En línea: Nequi.|Contraentrega disponible: recargo de 5 % ($ 15.890)|',
    );
  });

  it('tells no way to pay when the gift credit covers the whole order: there is nothing left to pay', () => {
    const covered = text(summary(totals({ giftCredit: 302_000, shipping: 0, total: 0 })));
    expect(covered).toContain('|Total|$ 0|');
    expect(covered).not.toContain('Cómo puedes pagar');
    expect(covered).not.toContain('Contraentrega');
  });
});

describe('PaymentOptions', () => {
  const html = renderToString(
    <PaymentOptions
      chosen=""
      onChoose={() => undefined}
      instrument=""
      onInstrument={() => undefined}
      phone=""
      onPhone={() => undefined}
      details={EMPTY_DRAFT.payDetails}
      onDetails={() => undefined}
      errors={{}}
      busy={false}
      options={[
        {
          id: 'cash-on-delivery',
          label: 'Pago contraentrega',
          conditions: 'Pagas en efectivo.',
          available: false,
          reason: 'El pago contraentrega solo está disponible cuando el total con envío es menor de $ 500.000.',
          instruments: [],
          sandbox: false,
          tokenizer: null,
          networks: [],
        },
        {
          id: 'sandbox-card',
          label: 'Tarjeta de prueba (modo sandbox)',
          conditions: 'Solo en la tienda de pruebas.',
          available: true,
          reason: null,
          instruments: ['card'],
          sandbox: true,
          tokenizer: null,
          networks: [],
        },
      ]}
    />,
  );

  it('is a fieldset with its legend, each method a radio named by its label and described by its conditions', () => {
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>¿Cómo quieres pagar\?<\/legend>/);
    const card = tag(html, 'input', 'type="radio"', 'name="paymentMethod"', 'value="sandbox-card"');
    expect(card).toContain('aria-labelledby="paymentMethod-sandbox-card-nombre"');
    expect(card).toContain('aria-describedby="paymentMethod-sandbox-card-detalle"');
    expect(card).not.toContain('disabled');
    expect(tag(html, 'label', 'for="paymentMethod-sandbox-card"')).toBeDefined();
  });

  it('shows the surcharge beside cash on delivery when it is offered', () => {
    const offered = renderToString(
      <PaymentOptions
        chosen=""
        onChoose={() => undefined}
        instrument=""
        onInstrument={() => undefined}
        phone=""
        onPhone={() => undefined}
        details={EMPTY_DRAFT.payDetails}
        onDetails={() => undefined}
        errors={{}}
        busy={false}
        codSurcharge={7_245}
        options={[
          {
            id: 'cash-on-delivery',
            label: 'Pago contraentrega',
            conditions: 'Pagas en efectivo.',
            available: true,
            reason: null,
            instruments: [],
            sandbox: false,
            tokenizer: null,
            networks: [],
          },
        ]}
      />,
    );
    expect(text(offered)).toContain('|Pago contraentrega|+ $ 7.245|');
  });

  it('shows cash on delivery disabled, with the reason the server gave', () => {
    expect(tag(html, 'input', 'value="cash-on-delivery"')).toContain('disabled=""');
    expect(text(html)).toContain(
      'El pago contraentrega solo está disponible cuando el total con envío es menor de $ 500.000.',
    );
  });
});
