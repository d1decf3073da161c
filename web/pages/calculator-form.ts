import { ref } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { calculatorHref } from '../lib/calculator-choices';
import type { CalculatorForm } from '../lib/calculator-query';
import { pageStore } from './page-store';

/**
 * Keeps the calculator's address in step with its form as the shopper types: the answer is computed in the browser, so
 * nothing is loaded. The address is replaced (not pushed: Atrás leaves the calculator rather than stepping through
 * keystrokes), and because the page state already names it, the router's navigation finds nothing to load; a reload
 * or a shared link gets the same answer from the server.
 */
export const showCalculatorForm = (form: CalculatorForm): void => {
  const { loaded } = pageStore.state;
  if (loaded.page.kind !== 'calorie-calculator') return;
  const url = calculatorHref(form);
  pageStore.state = ref({ ...pageStore.state, loaded: { ...loaded, url, page: { ...loaded.page, form } } });
  if (`${location.pathname}${location.search}` !== url) navigate(url, { replace: true });
};
