import { parseCartLines, type CartError } from '../cart/cart';
import type { CodAvailability } from '../cart/cash-on-delivery';
import { codTerms, type CodTerms } from '../cart/payment-terms';
import { deliveryWindow } from '../cart/delivery-window';
import { limitMessage, variantLabel } from '../cart/price-cart';
import type { CartCatalogue, SkuInfo } from '../cart/ports';
import { lookUp } from '../cart/quote-cart';
import { SHIPPING_METHOD_LABEL, shippingCost, shipsFree, type ShippingMethod } from '../cart/shipping-cost';
import { orderBreakdown, type BreakdownError, type OrderBreakdown } from '../cart/totals';
import { isDocumentType } from '../people/documents';
import { hasCashOnDelivery, parseDestination, type Municipality } from '../geography/geography';
import type { GatewayRegistry } from '../payments/gateways';
import type { PaymentMethodId } from '../payments/methods';
import { paymentOptions, type PaymentOption } from '../payments/payment-options';
import type { StorePolicy } from '../policy/store-policy';
import { bogotaDateOf } from '../shared/bogota-time';
import { formatDeliveryEstimate } from '../shared/bogota-time-text';
import type { CalendarDate } from '../shared/calendar-date';
import { sum, times, ZERO, type Pesos } from '../shared/money';
import type { Clock } from '../shared/ports';
import type { GiftCreditStore } from '../loyalty/credit-ports';
import { err, ok, type Result } from '../shared/result';
import type { ShippingQuoter } from '../shipping/ports';
import type { Shortage } from '../orders/ports';

/** What a checkout step asks the server to price: the browser's cart and the choices made so far. */
export type CheckoutRequest = {
  readonly lines: readonly { readonly sku: string; readonly quantity: number }[];
  readonly destination?: { readonly departmentCode: string; readonly municipalityCode: string };
  readonly shippingMethod?: string;
  readonly paymentMethod?: string;
  /** The signed-in customer (their gift credit), or null for a guest. */
  readonly customerId?: string | null;
  /** Apply the customer's gift credit ("saldo de regalo"), up to the products' subtotal. */
  readonly useGiftCredit?: boolean;
  /** The buyer's identity document type, once known: some methods take some documents only (Addi, the CC). */
  readonly documentType?: string;
};

export type ShippingOption = {
  readonly method: ShippingMethod;
  readonly label: string;
  /** What the shopper pays for it (0 when standard shipping is free) and what the carrier quoted. */
  readonly price: Pesos;
  readonly quote: Pesos;
  readonly free: boolean;
  readonly earliest: CalendarDate;
  readonly latest: CalendarDate;
  /** "Llega entre el martes 24 y el viernes 27 de noviembre" */
  readonly estimate: string;
};

/** Everything the checkout shows at a step, priced by the server from the catalogue and the policy. */
export type CheckoutSummary = {
  readonly items: readonly (SkuInfo & { readonly quantity: number })[];
  readonly destination: Municipality | null;
  readonly shippingOptions: readonly ShippingOption[] | null;
  readonly shipping: ShippingOption | null;
  readonly paymentOptions: readonly PaymentOption[] | null;
  readonly paymentMethod: PaymentMethodId | null;
  readonly cashOnDelivery: CodAvailability | null;
  /** Cash on delivery's terms as far as they are known at this step (the summary tells them before the payment step). */
  readonly codTerms: CodTerms;
  readonly breakdown: OrderBreakdown;
  /** The signed-in customer's gift credit balance (what they could apply), null for a guest. */
  readonly giftCreditBalance: Pesos | null;
};

/** Why a checkout step cannot be priced: what the shopper must change (the cart, a field, the payment method). */
export type PriceCheckoutError =
  | CartError
  | BreakdownError
  | { readonly kind: 'unavailable'; readonly skus: readonly string[]; readonly message: string }
  | { readonly kind: 'out-of-stock'; readonly shortages: readonly Shortage[]; readonly message: string }
  | { readonly kind: 'invalid-input'; readonly message: string; readonly fields: Readonly<Record<string, string>> }
  | { readonly kind: 'payment-method-unavailable'; readonly message: string };
export type PriceCheckoutErrorKind = PriceCheckoutError['kind'];

export type PriceCheckoutDeps = {
  readonly catalogue: CartCatalogue;
  readonly quoter: ShippingQuoter;
  readonly clock: Clock;
  readonly policy: Pick<
    StorePolicy,
    | 'freeShippingThreshold'
    | 'contraentregaLessThan'
    | 'contraentregaSurcharge'
    | 'deliveryDays'
    | 'maxUnitsPerLine'
    | 'maxUnitsPerOrder'
  >;
  /** The payment gateways configured: the methods offered are theirs. */
  readonly payments: GatewayRegistry;
  /** Customers' gift credit (absent: nobody has any). */
  readonly credit?: Pick<GiftCreditStore, 'balance'>;
};

/** The message for units that are no longer there, line by line. */
export const shortageMessage = (shortages: readonly Shortage[], infos: ReadonlyMap<string, SkuInfo>): string =>
  shortages
    .map(({ sku, requested, available }) => {
      const name = infos.get(sku) ? variantLabel(infos.get(sku)!) : sku;
      return available === 0
        ? `${name} se agotó (pediste ${requested}).`
        : `De ${name} quedan ${available} ${available === 1 ? 'unidad' : 'unidades'} y pediste ${requested}; faltan ${requested - available}.`;
    })
    .join(' ');

const fieldError = (field: string, message: string): PriceCheckoutError => ({
  kind: 'invalid-input',
  message: 'Revisa los datos marcados.',
  fields: { [field]: message },
});

/** Prices a checkout step from the catalogue as it is now: the lines (refusing withdrawn products and quantities
 * above stock, saying which and by how much), the shipping options to the destination with their Spanish delivery
 * estimate, the payment methods allowed for this order (cash on delivery with its reason when not), and the totals
 * of POLICY.md for the choices made. The order placed from the same choices has exactly these figures. */
export const priceCheckout =
  (deps: PriceCheckoutDeps) =>
  async (request: CheckoutRequest): Promise<Result<CheckoutSummary, PriceCheckoutError>> => {
    const cart = parseCartLines(request.lines);
    if (!cart.ok) return cart;
    // Nothing to buy is nothing to weigh or ship: a checkout needs at least one line.
    if (cart.value.length === 0)
      return err({
        kind: 'invalid-cart',
        message: 'Tu carrito está vacío: agrega productos antes de continuar con la compra.',
      });
    const units = cart.value.reduce((n, line) => n + line.quantity, 0);
    if (units > deps.policy.maxUnitsPerOrder) {
      const most = deps.policy.maxUnitsPerOrder;
      return err({
        kind: 'invalid-cart',
        message: `Un pedido puede tener hasta ${most} unidades en total y el tuyo tiene ${units}; quita algunas para continuar.`,
      });
    }
    const infos = await lookUp(deps.catalogue, cart.value);
    const unavailable = cart.value.filter((line) => !infos.get(line.sku)?.sellable).map((line) => line.sku);
    if (unavailable.length > 0) {
      return err({
        kind: 'unavailable',
        skus: unavailable,
        message: 'Algunos productos de tu carrito ya no están disponibles; revisa tu carrito.',
      });
    }
    const shortages = cart.value
      .filter((line) => infos.get(line.sku)!.stock < line.quantity)
      .map((line) => ({ sku: line.sku, requested: line.quantity, available: infos.get(line.sku)!.stock }));
    if (shortages.length > 0)
      return err({ kind: 'out-of-stock', shortages, message: shortageMessage(shortages, infos) });
    const overLimit = cart.value.find((line) => line.quantity > deps.policy.maxUnitsPerLine);
    if (overLimit)
      return err({
        kind: 'invalid-cart',
        message: `${limitMessage(infos.get(overLimit.sku)!, deps.policy.maxUnitsPerLine)}.`,
      });
    const items = cart.value.map((line) => ({ ...infos.get(line.sku)!, quantity: line.quantity }));
    const lines = items.map((item) => ({
      sku: item.sku,
      unitPrice: item.price,
      quantity: item.quantity,
      taxRate: item.taxRate,
      compareAt: item.compareAt,
    }));
    const subtotal = sum(items.map((item) => times(item.price, item.quantity)));

    let destination: Municipality | null = null;
    let shippingOptions: ShippingOption[] | null = null;
    if (request.destination) {
      const place = parseDestination(request.destination.departmentCode, request.destination.municipalityCode);
      if (!place.ok)
        return err(
          fieldError(
            place.error.kind === 'unknown-department' ? 'departmentCode' : 'municipalityCode',
            place.error.message,
          ),
        );
      destination = place.value;
      const weightGrams = items.reduce((grams, item) => grams + item.weightGrams * item.quantity, 0);
      const quotes = await deps.quoter.quote({ destination: destination.code, weightGrams, declaredValue: subtotal });
      const today = bogotaDateOf(deps.clock.now());
      shippingOptions = quotes.map((q) => {
        const window = deliveryWindow(today, q.method, deps.policy);
        return {
          method: q.method,
          label: SHIPPING_METHOD_LABEL[q.method],
          price: shippingCost(q.method, q.price, subtotal, deps.policy),
          quote: q.price,
          free: shipsFree(q.method, subtotal, deps.policy),
          ...window,
          estimate: formatDeliveryEstimate(window.earliest, window.latest),
        };
      });
    }
    const shipping =
      request.shippingMethod === undefined
        ? null
        : (shippingOptions?.find((o) => o.method === request.shippingMethod) ?? null);
    if (request.shippingMethod !== undefined && !shipping)
      return err(fieldError('shippingMethod', 'Elige cómo quieres recibir tu pedido.'));

    const documentType = request.documentType;
    if (documentType !== undefined && !isDocumentType(documentType))
      return err(fieldError('documentType', 'Elige un tipo de documento: CC, CE, NIT, TI, PP o PPT.'));

    const codCoverage = destination ? hasCashOnDelivery(destination.code) : false;
    const customerId = request.customerId ?? null;
    const balance = customerId !== null && deps.credit ? await deps.credit.balance(customerId) : null;
    const requested = request.useGiftCredit === true && balance !== null ? balance : ZERO;
    const priced = (payment: 'prepaid' | 'cash-on-delivery') =>
      orderBreakdown(
        {
          lines,
          giftCredit: { requested, balance: balance ?? ZERO },
          shipping: { method: shipping?.method ?? 'standard', quote: shipping?.quote ?? ZERO },
          payment,
          destination: { codCoverage },
        },
        deps.policy,
      );
    const prepaid = priced('prepaid');
    if (!prepaid.ok) return prepaid;
    const cashOnDelivery = shipping ? prepaid.value.cashOnDelivery : null;
    const options =
      shipping && cashOnDelivery
        ? paymentOptions(deps.payments, cashOnDelivery, prepaid.value.total, documentType)
        : null;

    let paymentMethod: PaymentMethodId | null = null;
    let breakdown = prepaid.value;
    if (request.paymentMethod !== undefined) {
      const chosen = options?.find((o) => o.id === request.paymentMethod);
      if (!chosen)
        return err({
          kind: 'payment-method-unavailable',
          message: 'Elige uno de los medios de pago disponibles para este pedido.',
        });
      if (!chosen.available)
        return err({
          kind: 'payment-method-unavailable',
          message: chosen.reason ?? 'Ese medio de pago no está disponible.',
        });
      paymentMethod = chosen.id;
      if (chosen.id === 'cash-on-delivery') {
        const cod = priced('cash-on-delivery');
        if (!cod.ok) return cod;
        breakdown = cod.value;
      }
    }
    return ok({
      items,
      destination,
      shippingOptions,
      shipping,
      paymentOptions: options,
      paymentMethod,
      cashOnDelivery,
      codTerms: codTerms(
        {
          totalBeforeSurcharge: prepaid.value.totalBeforeSurcharge,
          shippingIncluded: shipping !== null,
          codCoverage: destination ? codCoverage : null,
        },
        deps.policy,
      ),
      breakdown,
      giftCreditBalance: balance,
    });
  };
