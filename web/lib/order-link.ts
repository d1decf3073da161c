import type { OrderView } from '../../contract/checkout';

/** The order number and signature of an order's link (`/pedido/FO-…/?firma=…`). */
export const orderLinkParts = (link: string): { number: string; signature: string | null } | null => {
  const url = new URL(link, 'http://fornido.local');
  const match = /^\/pedido\/([^/]+)\/$/.exec(url.pathname);
  return match ? { number: decodeURIComponent(match[1]), signature: url.searchParams.get('firma') } : null;
};

const q = encodeURIComponent;

/** The confirmation step's address for a placed order: the number and, for a guest, the link's signature. */
export const confirmationPath = (order: Pick<OrderView, 'number' | 'link'>): string => {
  const signature = orderLinkParts(order.link)?.signature ?? null;
  return `/checkout/confirmacion/?pedido=${q(order.number)}${signature ? `&firma=${q(signature)}` : ''}`;
};
