import type { Page } from '../routes';
import { LEVELS_PAGE, monthName, RANKING_PAGE } from './loyalty-pages';
import { CALCULATOR_PAGE } from './calculator-query';
import { REFERRALS_TITLE } from './referrals-page';

const SITE = 'Fornido Colombia';
const titled = (page: string) => `${page} | ${SITE}`;

/** The document title of a page ("Proteínas | Fornido Colombia"); the browser only needs this of the page's head. */
export const pageTitle = (page: Page): string => {
  switch (page.kind) {
    case 'home':
      return titled('Suplementos deportivos originales');
    case 'category': {
      const { category, page: n, pageCount } = page.listing;
      return titled(`${category.name}${n > 1 ? ` (página ${n} de ${pageCount})` : ''}`);
    }
    case 'product': {
      const { product, variant } = page.view;
      return titled(`${product.name} ${[variant.size, variant.flavour].filter(Boolean).join(', ')}`.trim());
    }
    case 'search':
      return titled(page.result.query ? `Resultados para «${page.result.query}»` : 'Buscar');
    case 'info':
      return titled(page.content.title);
    case 'calorie-calculator':
      return titled(CALCULATOR_PAGE.title);
    case 'levels':
      return titled(LEVELS_PAGE.title);
    case 'ranking':
      return titled(
        page.ranking.ok && page.ranking.value.month !== page.ranking.value.current
          ? `${RANKING_PAGE.title} de ${monthName(page.ranking.value.month)}`
          : RANKING_PAGE.title,
      );
    case 'referrals':
      return titled(REFERRALS_TITLE);
    case 'cart':
      return titled('Tu carrito');
    case 'checkout-buyer':
      return titled('Tus datos');
    case 'checkout-shipping':
      return titled('Método de envío');
    case 'checkout-payment':
      return titled('Método de pago');
    case 'order-confirmation':
      return titled(`Pedido ${page.order.number} recibido`);
    case 'order':
      return titled(`Pedido ${page.order.number}`);
    case 'account-orders':
      return titled('Mis pedidos');
    case 'sign-up':
      return titled('Crea tu cuenta');
    case 'sign-in':
      return titled('Ingresa a tu cuenta');
    case 'forgot-password':
      return titled('Recupera tu contraseña');
    case 'reset-password':
      return titled('Crea una contraseña nueva');
    case 'activate':
      return titled('Activa tu cuenta');
    case 'verify-email':
      return titled(page.outcome.ok ? 'Correo confirmado' : 'No pudimos confirmar tu correo');
    case 'account':
      return titled('Mi cuenta');
    case 'redirect':
      return titled('Redirigiendo');
    case 'not-found':
      return titled(page.message ? 'Pedido no encontrado' : 'Página no encontrada');
    case 'error':
      return titled('Error');
  }
};
