import { pageTitle } from './page-table';
import { ref } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import type { Variant } from '../../core/catalog/product';
import { pageStore } from './page-store';
import { showProduct } from '../state/product';

/**
 * Shows another variant of the product on screen in place: the product page's state already holds every variant, so
 * nothing is loaded, the page is not scrolled and the tapped option keeps its focus. The address is replaced (not
 * pushed: Atrás leaves the product rather than stepping through sizes); because the page state already names that
 * address, the router's navigation finds nothing to load. The server still renders the same address on a reload or
 * a shared link. False when no product page is on screen (the caller then follows the link).
 */
export const chooseVariant = (variant: Variant, url: string): boolean => {
  const { loaded } = pageStore.state;
  if (loaded.page.kind !== 'product') return false;
  const page = { ...loaded.page, view: { ...loaded.page.view, variant } };
  showProduct(page.view);
  pageStore.state = ref({ ...pageStore.state, loaded: { ...loaded, url, page } });
  document.title = pageTitle(page);
  navigate(url, { replace: true });
  return true;
};
