import { CHECKOUT_PATHS } from '../../../contract/page-paths';
import { loadAccountOrders, loadConfirmation, loadOrder } from '../loaders/orders';
import type { AccountOrdersPage, CartPage, CheckoutBuyerPage, CheckoutPaymentPage } from '../loaders/orders';
import type { CheckoutShippingPage, OrderConfirmationPage, OrderPage } from '../loaders/orders';
import { lazyView, pageRow as row, titled } from '../page-row';

/** The cart, the checkout's steps (in its own frame, numbered), the order placed and the orders' own pages. */
export const CHECKOUT_PAGES = [
  row<CartPage>({
    kind: 'cart',
    path: CHECKOUT_PATHS.cart,
    title: () => titled('Tu carrito'),
    checkoutStep: 0,
    keeping: 'shared',
    view: lazyView(
      'web/pages/cart-page.tsx',
      () => import('../cart-page'),
      (m) =>
        ({ state }) => <m.CartPage categories={state.categories} />,
    ),
    head: 'unlisted',
  }),
  row<CheckoutBuyerPage>({
    kind: 'checkout-buyer',
    path: CHECKOUT_PATHS.buyer,
    title: () => titled('Tus datos'),
    checkoutStep: 1,
    keeping: 'shared',
    view: lazyView(
      'web/pages/checkout/buyer-page.tsx',
      () => import('../checkout/buyer-page'),
      (m) => () => <m.BuyerPage />,
    ),
    head: 'unlisted',
  }),
  row<CheckoutShippingPage>({
    kind: 'checkout-shipping',
    path: CHECKOUT_PATHS.shipping,
    title: () => titled('Método de envío'),
    checkoutStep: 2,
    keeping: 'shared',
    view: lazyView(
      'web/pages/checkout/shipping-page.tsx',
      () => import('../checkout/shipping-page'),
      (m) => () => <m.ShippingPage />,
    ),
    head: 'unlisted',
  }),
  row<CheckoutPaymentPage>({
    kind: 'checkout-payment',
    path: CHECKOUT_PATHS.payment,
    title: () => titled('Método de pago'),
    checkoutStep: 3,
    keeping: 'shared',
    view: lazyView(
      'web/pages/checkout/payment-page.tsx',
      () => import('../checkout/payment-page'),
      (m) => () => <m.PaymentPage />,
    ),
    head: 'unlisted',
  }),
  row<OrderConfirmationPage>({
    kind: 'order-confirmation',
    path: CHECKOUT_PATHS.confirmation,
    load: loadConfirmation,
    title: (page) => titled(`Pedido ${page.order.number} recibido`),
    checkoutStep: 4,
    keeping: 'private',
    // Keyed by number: another order's page starts from its own loaded state.
    view: lazyView(
      'web/pages/orders/order-page.tsx',
      () => import('../orders/order-page'),
      (m) =>
        ({ page }) => <m.OrderConfirmationPage key={page.order.number} order={page.order} />,
    ),
    head: 'personal',
  }),
  row<OrderPage>({
    kind: 'order',
    path: '/pedido/:number/',
    load: loadOrder,
    title: (page) => titled(`Pedido ${page.order.number}`),
    keeping: 'private',
    view: lazyView(
      'web/pages/orders/order-page.tsx',
      () => import('../orders/order-page'),
      (m) =>
        ({ page }) => <m.OrderPage key={page.order.number} order={page.order} />,
    ),
    head: 'personal',
  }),
  row<AccountOrdersPage>({
    kind: 'account-orders',
    path: '/micuenta/pedidos/',
    load: loadAccountOrders,
    title: () => titled('Mis pedidos'),
    keeping: 'private',
    view: lazyView(
      'web/pages/account/orders-page.tsx',
      () => import('../account/orders-page'),
      (m) =>
        ({ page }) => <m.AccountOrdersPage orders={page.orders} />,
    ),
    head: 'personal',
  }),
];
