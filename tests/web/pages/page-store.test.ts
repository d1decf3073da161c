import { ref } from 'valtio';
import { describe, expect, it } from 'vitest';
import { pageStore, shownPages } from '../../../web/pages/page-store';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the pages shown in the browser window', () => {
  it('is the loaded page with its own title, and changes when another page is loaded, not when it is loading', async () => {
    pageStore.state = ref({
      ...pageStore.state,
      loaded: { url: '/cuenta/ingresar/', status: 200, page: { kind: 'sign-in', returnTo: '/micuenta/' } },
    });
    const changes: string[] = [];
    const stop = shownPages.onChange(() => changes.push(shownPages.current().url));
    pageStore.loading = true;
    await tick();
    expect(changes).toEqual([]);
    pageStore.state = ref({
      ...pageStore.state,
      loaded: { url: '/cuenta/recuperar/', status: 200, page: { kind: 'forgot-password' } },
    });
    await tick();
    expect(changes).toEqual(['/cuenta/recuperar/']);
    expect(shownPages.current()).toEqual({
      url: '/cuenta/recuperar/',
      title: 'Recupera tu contraseña | Fornido Colombia',
    });
    stop();
  });
});
