import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountActionEndpoints } from '../../../contract/account-actions';
import { accountEditEndpoints } from '../../../contract/account-edits';
import { cartEndpoints } from '../../../contract/cart';
import { RequestError } from '../../../contract/request-error';
import { httpApi } from '../../../web/lib/http-api';

type Sent = { readonly method: string; readonly path: string; readonly body: unknown; readonly json: boolean };
let sent: Sent[];
let reply: () => Response;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  sent = [];
  reply = () => json({ account: { id: 'c-1' } });
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    sent.push({
      method: init.method ?? 'GET',
      path,
      body: init.body === undefined ? undefined : JSON.parse(init.body as string),
      json: headers['Content-Type'] === 'application/json',
    });
    return reply();
  });
});
afterEach(() => vi.unstubAllGlobals());

const address = {
  label: 'Casa',
  recipient: 'Camila Rodríguez',
  line1: 'Calle 45 # 12-34',
  line2: '',
  departmentCode: '05',
  municipalityCode: '05001',
  phone: '3001234567',
  notes: '',
  isDefault: false,
};

describe('the account and cart calls of the browser', () => {
  it('edit the address named in the path, sending only the address itself', async () => {
    await httpApi(accountEditEndpoints).updateAddress({ id: 'a/1 ñ', ...address });
    await httpApi(accountEditEndpoints).deleteAddress({ id: 'a/1 ñ' });
    expect(sent).toEqual([
      { method: 'PUT', path: '/api/v1/account/addresses/a%2F1%20%C3%B1', body: address, json: true },
      { method: 'DELETE', path: '/api/v1/account/addresses/a%2F1%20%C3%B1', body: undefined, json: false },
    ]);
  });

  it('sign out and ask for the verification mail with no body at all', async () => {
    reply = () => new Response(null, { status: 204 });
    await expect(httpApi(accountActionEndpoints).signOut()).resolves.toBeUndefined();
    reply = () => json({ message: 'Te enviamos un enlace.', alreadyVerified: false }, 202);
    await expect(httpApi(accountActionEndpoints).sendVerification()).resolves.toEqual({
      message: 'Te enviamos un enlace.',
      alreadyVerified: false,
    });
    expect(sent.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', '/api/v1/auth/sign-out', undefined],
      ['POST', '/api/v1/account/verification', undefined],
    ]);
  });

  it('read the saved cart with no query, and turn a refusal into the Spanish message the cart shows', async () => {
    reply = () => json({ error: { kind: 'unauthenticated', message: 'Inicia sesión para continuar.' } }, 401);
    const refused = await httpApi(cartEndpoints)
      .savedCart()
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RequestError);
    expect(refused).toMatchObject({ status: 401, message: 'Inicia sesión para continuar.' });
    expect(sent).toEqual([{ method: 'GET', path: '/api/v1/cart', body: undefined, json: false }]);
  });
});
