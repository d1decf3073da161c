import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { codTerms } from '../../../../core/cart/payment-terms';
import type { PaymentMethodId } from '../../../../core/payments/methods';
import { defaultPolicy } from '../../../../core/policy/store-policy';
import { pesos } from '../../../../core/shared/money';
import { PaymentTerms } from '../../../../web/components/checkout/payment-terms';
import { SettingsProvider } from '../../../../web/lib/settings-context';
import { publicSettings } from '../../support/public-settings';

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '|')
    .replace(/\|+/g, '|');
const EPAYCO_STORE: PaymentMethodId[] = ['nequi', 'card', 'pse', 'cash', 'safetypay', 'cash-on-delivery'];
const shown = (
  total: number,
  { methods = EPAYCO_STORE, shippingIncluded = false, codCoverage = null as boolean | null } = {},
) =>
  text(
    renderToString(
      <SettingsProvider value={publicSettings({ paymentMethods: methods })}>
        <PaymentTerms
          cashOnDelivery={codTerms(
            { totalBeforeSurcharge: pesos(total), shippingIncluded, codCoverage },
            defaultPolicy,
          )}
        />
      </SettingsProvider>,
    ),
  );

describe('PaymentTerms', () => {
  it('tells a $ 129.900 cart the methods the store offers and cash on delivery with its 5 % surcharge', () => {
    const cart = shown(129_900);
    expect(cart).toContain('|Cómo puedes pagar|En línea: Nequi, tarjeta, PSE, efectivo o SafetyPay.|');
    expect(cart).toContain('|Contraentrega disponible: recargo de 5 % (desde $ 6.495)|');
    expect(cart).toContain(
      '|El 5 % se calcula sobre el total con envío; contraentrega se ofrece cuando ese total es menor de $ 500.000, en ciudades con cobertura.|',
    );
  });

  it('gives the exact surcharge and what is paid at the door once the shipping is chosen', () => {
    const order = shown(144_900, { shippingIncluded: true, codCoverage: true });
    expect(order).toContain('|Contraentrega disponible: recargo de 5 % ($ 7.245)|');
    expect(order).toContain('|Pagarías $ 152.145 en efectivo al recibir tu pedido.|');
  });

  it('says before checkout that cash on delivery is not offered from $ 500.000, and where there is no coverage', () => {
    expect(shown(500_000)).toContain(
      '|Contraentrega no disponible|El pago contraentrega solo está disponible cuando el total con envío es menor de $ 500.000.|',
    );
    expect(shown(90_000, { shippingIncluded: true, codCoverage: false })).toContain(
      '|Contraentrega no disponible|El pago contraentrega no está disponible en tu ciudad.',
    );
  });

  it('names only the configured methods: no cash on delivery line when the store does not offer it', () => {
    const html = shown(129_900, { methods: ['nequi', 'pse'] });
    expect(html).toContain('|En línea: Nequi o PSE.|');
    expect(html).not.toContain('Contraentrega');
    expect(shown(129_900, { methods: [] })).toBe('');
  });
});
