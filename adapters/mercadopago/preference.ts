import { DateTime } from 'luxon';
import type { DocumentType } from '../../core/people/documents';
import type { PaymentRequest } from '../../core/payments/ports';
import { sum, times, type Pesos } from '../../core/shared/money';
import type { PreferenceBody } from './client';

/** What appears on the shopper's card statement (MercadoPago takes up to 22 characters). */
export const STATEMENT_DESCRIPTOR = 'FORNIDO';

/** MercadoPago Colombia's document types (`/v1/identification_types` for MCO): CC, CE and NIT are its own; a passport
 * and the others go as "Otro". */
const IDENTIFICATION: ReadonlyMap<DocumentType, string> = new Map([
  ['CC', 'CC'],
  ['CE', 'CE'],
  ['NIT', 'NIT'],
]);

type Item = {
  readonly id: string;
  readonly title: string;
  readonly quantity: number;
  readonly currency_id: 'COP';
  readonly unit_price: Pesos;
};

const item = (id: string, title: string, quantity: number, unitPrice: Pesos): Item => ({
  id,
  title: title.slice(0, 256),
  quantity,
  currency_id: 'COP',
  unit_price: unitPrice,
});

/** The items MercadoPago charges, adding up to the attempt's amount whatever happens: the order's lines, with shipping
 * as one more item when it is charged; one item for the whole order when the lines cannot add up to it (the gift
 * credit taken off them: MercadoPago has no negative item, nor one at $ 0). */
export const itemsOf = (request: PaymentRequest): readonly Item[] => {
  const lines = request.items.map((l) => item(l.sku, l.name, l.quantity, l.unitPrice));
  const shipping = request.shipping > 0 ? [item('envio', 'Envío', 1, request.shipping)] : [];
  const listed = [...lines, ...shipping];
  const total = sum(listed.map((i) => times(i.unit_price, i.quantity)));
  // MercadoPago takes no item at $ 0 (a gift line): then, too, the order goes as one item.
  if (lines.length > 0 && lines.every((i) => i.unit_price > 0) && total === request.amount) return listed;
  return [item(request.orderNumber, request.description, 1, request.amount)];
};

/** "Laura Gómez Restrepo" as MercadoPago's payer: the first word is the name, the rest the surname. */
const payerName = (full: string) => {
  const [name = '', ...rest] = full.trim().split(/\s+/);
  return { name, surname: rest.join(' ') };
};

/** A moment as MercadoPago writes its dates: ISO 8601 with milliseconds and Bogotá's offset. */
export const mercadoPagoDate = (at: Date): string =>
  DateTime.fromJSDate(at, { zone: 'America/Bogota' }).toFormat("yyyy-MM-dd'T'HH:mm:ss.SSSZZ");

/** The Checkout Pro preference of one attempt (PROVIDERS.md §4): the items in whole pesos, the payer, the way back
 * for every result, where the webhook goes, the order number as `external_reference`, our attempt in `metadata`
 * (how a payment leads back to it), and an expiry at the order's reservation end so nobody pays an expired order. */
export const preferenceOf = (request: PaymentRequest, notificationUrl: string, now: Date): PreferenceBody => {
  const digits = request.buyer.phone.replace(/\D/g, '');
  return {
    items: itemsOf(request),
    payer: {
      ...payerName(request.buyer.name),
      email: request.buyer.email,
      identification: {
        type: IDENTIFICATION.get(request.buyer.documentType) ?? 'Otro',
        number: request.buyer.documentNumber,
      },
      phone: { area_code: '57', number: digits.length > 10 && digits.startsWith('57') ? digits.slice(2) : digits },
    },
    back_urls: { success: request.returnUrl, pending: request.returnUrl, failure: request.returnUrl },
    auto_return: 'approved',
    notification_url: notificationUrl,
    external_reference: request.orderNumber,
    metadata: { attempt_id: request.attemptId },
    statement_descriptor: STATEMENT_DESCRIPTOR,
    ...(request.orderExpiresAt
      ? {
          expires: true,
          expiration_date_from: mercadoPagoDate(now),
          expiration_date_to: mercadoPagoDate(request.orderExpiresAt),
        }
      : { expires: false }),
  };
};
