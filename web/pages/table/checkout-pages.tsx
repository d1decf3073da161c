import { CHECKOUT_PATHS } from '../../../contract/page-paths';
import { loadAccountOrders, loadConfirmation, loadOrder } from '../loaders/orders';
import type { AccountOrdersPage, CartPage, CheckoutBuyerPage, CheckoutPaymentPage } from '../loaders/orders';
import type { CheckoutShippingPage, OrderConfirmationPage, OrderPage } from '../loaders/orders';
import { pageRow as row, titled } from '../page-row';

/** The cart, the checkout's steps (in its own frame, numbered), the order placed and the orders' own pages. */
export const CHECKOUT_PAGES = [
  row<CartPage>({
    kind: 'cart',
    path: CHECKOUT_PATHS.cart,
    title: () => titled('Tu carrito'),
    checkoutStep: 0,
    keeping: 'shared',
  }),
  row<CheckoutBuyerPage>({
    kind: 'checkout-buyer',
    path: CHECKOUT_PATHS.buyer,
    title: () => titled('Tus datos'),
    checkoutStep: 1,
    keeping: 'shared',
  }),
  row<CheckoutShippingPage>({
    kind: 'checkout-shipping',
    path: CHECKOUT_PATHS.shipping,
    title: () => titled('Método de envío'),
    checkoutStep: 2,
    keeping: 'shared',
  }),
  row<CheckoutPaymentPage>({
    kind: 'checkout-payment',
    path: CHECKOUT_PATHS.payment,
    title: () => titled('Método de pago'),
    checkoutStep: 3,
    keeping: 'shared',
  }),
  row<OrderConfirmationPage>({
    kind: 'order-confirmation',
    path: CHECKOUT_PATHS.confirmation,
    load: loadConfirmation,
    title: (page) => titled(`Pedido ${page.order.number} recibido`),
    checkoutStep: 4,
    keeping: 'private',
  }),
  row<OrderPage>({
    kind: 'order',
    path: '/pedido/:number/',
    load: loadOrder,
    title: (page) => titled(`Pedido ${page.order.number}`),
    keeping: 'private',
  }),
  row<AccountOrdersPage>({
    kind: 'account-orders',
    path: '/micuenta/pedidos/',
    load: loadAccountOrders,
    title: () => titled('Mis pedidos'),
    keeping: 'private',
  }),
];
