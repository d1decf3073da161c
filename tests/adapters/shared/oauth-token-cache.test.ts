import { describe, expect, it } from 'vitest';
import { oauthTokenCache, type TokenRequest } from '../../../adapters/shared/oauth-token-cache';
import { manualClock } from '../../server/support/account-client';

/** A token endpoint the test scripts: each call takes the next answer (or error) and is counted. */
const endpoint = (answers: readonly unknown[], scheme: TokenRequest['scheme'] = 'Bearer') => {
  let calls = 0;
  const request: TokenRequest = {
    scheme,
    unreadable: () => new Error('unreadable token'),
    ask: async () => {
      const answer = answers[Math.min(calls, answers.length - 1)];
      calls += 1;
      await new Promise((resolve) => setImmediate(resolve));
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return { request, calls: () => calls };
};

const token = (id: string, expiresIn: unknown = 3600, type?: string) => ({
  access_token: id,
  expires_in: expiresIn,
  ...(type ? { token_type: type } : {}),
});

describe('the OAuth client-credentials token cache', () => {
  it('keeps a token until a minute before it ends, then asks for a new one', async () => {
    const clock = manualClock();
    const ep = endpoint([token('t1'), token('t2')]);
    const tokens = oauthTokenCache(ep.request, { clock });
    expect(await tokens.authorization()).toBe('Bearer t1');
    clock.advance((3600 - 60) * 1000 - 1);
    expect(await tokens.authorization()).toBe('Bearer t1');
    expect(ep.calls()).toBe(1);
    clock.advance(1);
    expect(await tokens.authorization()).toBe('Bearer t2');
    expect(ep.calls()).toBe(2);
  });

  it('keeps a short-lived token for half its life', async () => {
    const clock = manualClock();
    const ep = endpoint([token('t1', 100), token('t2', 100)]);
    const tokens = oauthTokenCache(ep.request, { clock });
    await tokens.authorization();
    clock.advance(49_999);
    expect(await tokens.authorization()).toBe('Bearer t1');
    clock.advance(1);
    expect(await tokens.authorization()).toBe('Bearer t2');
  });

  it('makes one request for callers that start together', async () => {
    const ep = endpoint([token('t1')]);
    const tokens = oauthTokenCache(ep.request, { clock: manualClock() });
    const all = await Promise.all(Array.from({ length: 5 }, () => tokens.authorization()));
    expect(all).toEqual(Array(5).fill('Bearer t1'));
    expect(ep.calls()).toBe(1);
  });

  it('asks again after the API refused the token (a 401), but not for a token already replaced', async () => {
    const ep = endpoint([token('t1'), token('t2'), token('t3')]);
    const tokens = oauthTokenCache(ep.request, { clock: manualClock() });
    const first = await tokens.authorization();
    tokens.drop(first);
    expect(await tokens.authorization()).toBe('Bearer t2');
    tokens.drop(first);
    expect(await tokens.authorization()).toBe('Bearer t2');
    expect(ep.calls()).toBe(2);
  });

  it('keeps neither a failure nor an unreadable answer: the next call asks again', async () => {
    const ep = endpoint([new Error('down'), { access_token: 'x', expires_in: '1e3' }, token('t3')]);
    const tokens = oauthTokenCache(ep.request, { clock: manualClock() });
    await expect(tokens.authorization()).rejects.toThrow('down');
    await expect(tokens.authorization()).rejects.toThrow('unreadable token');
    expect(await tokens.authorization()).toBe('Bearer t3');
  });

  it.each([
    [null],
    ['text'],
    [{ expires_in: 3600 }],
    [token('', 3600)],
    [token('t', 0)],
    [token('t', -5)],
    [token('t', '3600.5')],
  ])('refuses an answer without a usable token or lifetime: %j', async (answer) => {
    const tokens = oauthTokenCache(endpoint([answer]).request, { clock: manualClock() });
    await expect(tokens.authorization()).rejects.toThrow('unreadable token');
  });

  it("takes expires_in as a string of digits, and sends the answer's token_type only where the provider asks", async () => {
    const asAnswered = oauthTokenCache(endpoint([token('t1', '3600', 'bearer')], 'as-answered').request, {
      clock: manualClock(),
    });
    expect(await asAnswered.authorization()).toBe('bearer t1');
    const bearer = oauthTokenCache(endpoint([token('t1', ' 60 ', 'mac')]).request, { clock: manualClock() });
    expect(await bearer.authorization()).toBe('Bearer t1');
  });
});
