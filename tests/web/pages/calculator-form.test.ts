import { afterEach, describe, expect, it, vi } from 'vitest';
import { ref } from 'valtio';
import { EMPTY_FORM } from '../../../web/lib/calculator-query';
import { pageStore } from '../../../web/pages/page-store';
import { showCalculatorForm } from '../../../web/pages/calculator-form';

const PATH = '/calculadora-de-calorias/';

/** A browser at `at`, whose history keeps the addresses it is replaced with. */
const browser = (at: string) => {
  const replaced: string[] = [];
  const url = new URL(at, 'https://fornido.co');
  const location = { pathname: url.pathname, search: url.search };
  vi.stubGlobal('location', location);
  vi.stubGlobal('history', {
    state: null,
    replaceState: (_s: unknown, _t: string, to: string) => {
      replaced.push(to);
      const next = new URL(to, 'https://fornido.co');
      Object.assign(location, { pathname: next.pathname, search: next.search });
    },
    pushState: () => expect.fail('the calculator never pushes an address'),
  });
  return replaced;
};

const onCalculator = (url: string) => {
  pageStore.state = ref({
    ...pageStore.state,
    loaded: { url, status: 200, page: { kind: 'calorie-calculator', form: EMPTY_FORM, sent: false, suggestions: [] } },
  });
};

afterEach(() => vi.unstubAllGlobals());

describe('the calculator form in the address', () => {
  it('replaces the address with each change and names it in the page state, so the router loads nothing', () => {
    const replaced = browser(PATH);
    onCalculator(PATH);
    const form = { ...EMPTY_FORM, sexo: 'mujer', peso: '62,5' };
    showCalculatorForm(form);
    const url = `${PATH}?sexo=mujer&peso=62%2C5&objetivo=mantener`;
    expect(replaced).toEqual([url]);
    const { loaded } = pageStore.state;
    expect(loaded.url).toBe(url);
    expect(loaded.page.kind === 'calorie-calculator' && loaded.page.form).toBe(form);

    // The same form again (a re-render): the address is already right.
    showCalculatorForm(form);
    expect(replaced).toEqual([url]);
    // Everything emptied: the bare page.
    showCalculatorForm({ ...EMPTY_FORM, objetivo: '' });
    expect(replaced).toEqual([url, PATH]);
  });

  it('does nothing when the calculator is not on screen', () => {
    const replaced = browser('/');
    pageStore.state = ref({ ...pageStore.state, loaded: { url: '/', status: 200, page: { kind: 'not-found' } } });
    showCalculatorForm({ ...EMPTY_FORM, edad: '30' });
    expect(replaced).toEqual([]);
    expect(pageStore.state.loaded.url).toBe('/');
  });
});
