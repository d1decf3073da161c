import type { OrderView } from '../../../contract/checkout';
import { signInPath } from '../../../contract/return-path';
import type { StoreApi } from '../../../contract/store-api';
import type { Address } from '../page-address';
import type { Answer, RedirectPage } from '../page-row';

export type CartPage = { readonly kind: 'cart' };
/** The checkout's steps: the draft lives in the browser, so the server renders their frame and the browser the rest. */
export type CheckoutBuyerPage = { readonly kind: 'checkout-buyer' };
export type CheckoutShippingPage = { readonly kind: 'checkout-shipping' };
export type CheckoutPaymentPage = { readonly kind: 'checkout-payment' };
/** The last step: the order just placed (and its payment, when it is paid online). */
export type OrderConfirmationPage = { readonly kind: 'order-confirmation'; readonly order: OrderView };
/** An order's own page, the link of its mails: its owner signed in, or the signed link. */
export type OrderPage = { readonly kind: 'order'; readonly order: OrderView };
export type AccountOrdersPage = { readonly kind: 'account-orders'; readonly orders: readonly OrderView[] };

/** Message of an order that cannot be shown: the same whether it does not exist or the link is wrong. */
export const ORDER_NOT_FOUND =
  'No encontramos ese pedido. Revisa el enlace de tu correo o inicia sesión con la cuenta con la que compraste.';

/** An order shown to its owner or through its signed link (`?firma=`); 404 with ORDER_NOT_FOUND otherwise. */
const shown = async <K extends 'order' | 'order-confirmation'>(
  api: StoreApi,
  kind: K,
  number: string,
  signature: string | null,
): Promise<{ kind: K; order: OrderView } | Answer<never>> => {
  const order = number ? await api.order(number, signature) : null;
  return order ? { kind, order } : { status: 404, page: { kind: 'not-found', message: ORDER_NOT_FOUND } };
};

/** The checkout's last step: the order `?pedido=` just placed. */
export const loadConfirmation = (api: StoreApi, { query }: Address) =>
  shown(api, 'order-confirmation', query.get('pedido') ?? '', query.get('firma'));

/** An order's page, `/pedido/{number}/`. */
export const loadOrder = (api: StoreApi, { params, query }: Address<'/pedido/:number/'>) =>
  shown(api, 'order', params.number, query.get('firma'));

/** The signed-in shopper's orders; a guest is sent to sign in first, and back here. */
export const loadAccountOrders = async (api: StoreApi): Promise<AccountOrdersPage | RedirectPage> => {
  const orders = await api.accountOrders();
  return orders ? { kind: 'account-orders', orders } : { kind: 'redirect', to: signInPath('/micuenta/pedidos/') };
};
