import { describe, expect, it } from 'vitest';
import { accountServer } from './support/account-client';

// The server renders a page by asking the same endpoints the browser asks, read by the same schemas: a part of an
// address longer than an endpoint reads is a page that does not exist, or is read as far as the endpoint reads it,
// never an error page.
const ctx = accountServer();

const status = async (path: string) => (await ctx.server.get(path, { headers: { accept: 'text/html' } })).status;

describe('a page whose address carries a part longer than its endpoint reads', () => {
  it('is not found when it is a product’s variant, a ranking’s month or an email link’s token', async () => {
    expect(await status(`/proteinas/gold-standard-100-whey/${'a'.repeat(150)}/`)).toBe(404);
    expect(await status(`/tabla-clasificacion/?mes=${'2026-11'.repeat(5)}`)).toBe(404);
    expect(await status(`/cuenta/verificar-correo/?token=${'a'.repeat(700)}`)).toBe(400);
  });

  it('searches the text as far as the search reads it', async () => {
    expect(await status(`/buscar/?q=${'proteina '.repeat(40)}&categoria=${'x'.repeat(150)}`)).toBe(200);
  });
});
