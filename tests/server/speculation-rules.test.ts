import { describe, expect, it } from 'vitest';
import { SPECULATION_RULES_PATH } from '../../server/speculation-rules';
import { accountServer } from './support/account-client';

// A page that stays server HTML loads the next page on a tap: the browser is told which links it may fetch ahead.
const ctx = accountServer();

describe('speculation rules', () => {
  it('every page names them in its header, the cached ones too', async () => {
    for (const path of ['/', '/proteinas/', '/proteinas/', '/checkout/']) {
      const res = await ctx.server.get(path, { headers: { accept: 'text/html' } });
      expect(res.headers.get('speculation-rules'), path).toBe(`"${SPECULATION_RULES_PATH}"`);
    }
  });

  it('are served with the type browsers require, and prefetch only store pages linked from a page of islands', async () => {
    const res = await ctx.server.get(SPECULATION_RULES_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/speculationrules\+json/);
    const rules = (await res.json()) as { prefetch: { where: { and: unknown[] }; eagerness: string }[] };
    expect(Object.keys(rules)).toEqual(['prefetch']);
    const [rule] = rules.prefetch;
    expect(rule.eagerness).toBe('moderate');
    expect(rule.where.and).toContainEqual({ href_matches: '/*' });
    expect(rule.where.and).toContainEqual({ not: { href_matches: ['/api/*', '/sandbox/*', '/admin/*'] } });
    expect(rule.where.and).toContainEqual({ selector_matches: 'body[data-modo="islas"] a' });
  });

  it('match what the pages say: a catalogue page is of islands, the checkout is not', async () => {
    const body = async (path: string) =>
      /<body[^>]*>/.exec(await (await ctx.server.get(path, { headers: { accept: 'text/html' } })).text())![0];
    expect(await body('/proteinas/')).toBe('<body data-modo="islas">');
    expect(await body('/checkout/')).toBe('<body>');
  });
});
