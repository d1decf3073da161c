import { namesOf } from '../shared/full-name';
import type { PaymentRequest } from '../../core/payments/ports';

/** The body of `POST {api}v1/online-applications` (PROVIDERS.md §5), its amounts and quantities as strings. */
export type AddiApplication = {
  readonly orderId: string;
  readonly totalAmount: string;
  readonly shippingAmount: string;
  readonly totalTaxesAmount: string;
  readonly currency: 'COP';
  readonly items: readonly {
    readonly sku: string;
    readonly name: string;
    readonly quantity: string;
    readonly unitPrice: string;
    readonly tax: string;
  }[];
  readonly client: {
    readonly idType: string;
    readonly idNumber: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly email: string;
    readonly cellphone: string;
    readonly cellphoneCountryCode: '+57';
    readonly address: AddiAddress;
  };
  readonly shippingAddress: AddiAddress;
  readonly allyUrlRedirection: {
    readonly logoUrl: string;
    readonly callbackUrl: string;
    readonly redirectionUrl: string;
  };
};

/** An amount as Addi's OpenAPI (v1.0.1) types it: a string of pesos with the cents after a dot ("255000.0"). Its
 * examples show numbers too, but the schema its validation follows says strings: the store sends those. */
export const addiAmount = (pesos: number): string => `${pesos}.0`;

export type AddiAddress = { readonly lineOne: string; readonly city: string; readonly country: 'CO' };

/** The application for one attempt: `orderId` is our attempt's id (an order may apply again after an abandoned
 * application, and the callback names the application by it); `totalAmount` is what the shopper finances, after any
 * gift credit, while the items keep their prices (Addi's body has no discount line). Each item's `tax` is the IVA of
 * its line, all its units. The shopper comes back to `redirectionUrl`, the order's page. */
export const applicationOf = (
  request: PaymentRequest,
  urls: { readonly logoUrl: string; readonly callbackUrl: string },
): AddiApplication => {
  const { name, last_name: lastName } = namesOf(request.buyer.name);
  const address: AddiAddress = {
    lineOne: [request.address.line1, request.address.line2].filter((l) => l.trim() !== '').join(', '),
    city: request.address.municipality,
    country: 'CO',
  };
  return {
    orderId: request.attemptId,
    totalAmount: addiAmount(request.amount),
    shippingAmount: addiAmount(request.shipping),
    totalTaxesAmount: addiAmount(request.tax),
    currency: 'COP',
    items: request.items.map((item) => ({
      sku: item.sku,
      name: item.name,
      quantity: String(item.quantity),
      unitPrice: addiAmount(item.unitPrice),
      tax: addiAmount(item.iva),
    })),
    client: {
      idType: request.buyer.documentType,
      idNumber: request.buyer.documentNumber,
      firstName: name,
      lastName,
      email: request.buyer.email,
      cellphone: request.buyer.phone.replace(/\D/g, ''),
      cellphoneCountryCode: '+57',
      address,
    },
    shippingAddress: address,
    allyUrlRedirection: { logoUrl: urls.logoUrl, callbackUrl: urls.callbackUrl, redirectionUrl: request.returnUrl },
  };
};
