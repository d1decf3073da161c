import { describe, expect, it } from 'vitest';
import { channelAuth, checkSignedRequest, signedQuery } from '../../../adapters/realtime/signature';

// Pusher's documented worked examples (channel authorization and the REST API's authentication).
const APP = { key: '278d425bdf160c739803', secret: '7ad3773142a6692b25b8' };
const BODY = '{"name":"foo","channels":["project-3"],"data":"{\\"some\\":\\"data\\"}"}';
const REQUEST = { method: 'POST', path: '/apps/3/events', body: BODY, timestamp: 1353088179 };

describe("Pusher's signatures", () => {
  it('signs a private channel as the documented example does', () => {
    expect(channelAuth(APP, '1234.1234', 'private-foobar')).toBe(
      '278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4',
    );
  });

  it('signs a presence channel over its channel data', () => {
    const data = '{"user_id":10,"user_info":{"name":"Mr. Channels"}}';
    const signed = channelAuth(APP, '1234.1234', 'presence-foobar', data);
    expect(signed).toMatch(/^278d425bdf160c739803:[0-9a-f]{64}$/);
    expect(signed).not.toBe(channelAuth(APP, '1234.1234', 'presence-foobar'));
  });

  it("signs a REST request with the documented example's query, in Pusher's parameter order", () => {
    expect(signedQuery(APP, REQUEST).toString()).toBe(
      'auth_key=278d425bdf160c739803&auth_timestamp=1353088179&auth_version=1.0' +
        '&body_md5=ec365a775a4cd0599faeb73354201b6f' +
        '&auth_signature=da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c',
    );
  });

  it('accepts its own requests within ten minutes, and names what is wrong with the others', () => {
    const query = new Map(signedQuery(APP, REQUEST));
    const check = (over: Partial<{ query: Map<string, string>; body: string; path: string }>, now = 1353088179 + 600) =>
      checkSignedRequest(APP, { method: 'POST', path: '/apps/3/events', query, body: BODY, ...over }, now);
    expect(check({})).toBeNull();
    expect(check({}, 1353088179 - 600)).toBeNull();
    expect(check({}, 1353088179 + 601)).toBe('stale');
    expect(check({ body: BODY.replace('foo', 'bar') })).toBe('body-md5');
    expect(check({ path: '/apps/4/events' })).toBe('signature');
    expect(check({ query: new Map([...query, ['auth_key', 'another-key']]) })).toBe('unknown-key');
    expect(check({ query: new Map([...query, ['auth_signature', '0'.repeat(64)]]) })).toBe('signature');
    expect(check({ query: new Map([...query].filter(([k]) => k !== 'auth_timestamp')) })).toBe('missing');
    expect(check({ query: new Map([...query, ['auth_version', '2.0']]) })).toBe('missing');
    expect(check({ query: new Map([...query, ['extra', 'x']]) })).toBe('signature');
  });
});
