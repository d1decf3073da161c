import { beforeAll, describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { cliStore } from './support/cli-store';

const { fornido, fornidoWith, withStoreAt, configure } = cliStore('fornido-cli-webhooks-');
// ePayco's methods switched off: its notifications below are from a store that ran it, and cannot be replayed here.
configure({ PAYMENT_METHODS: 'nequi,sandbox-card,cash-on-delivery' });

const RECEIVED = new Date('2026-03-02T14:05:00Z');
const SHA = '5d41402abc4b2a76b9719d911017c592'.repeat(2);
const ids: number[] = [];

// Each command opens the PGlite data dir (a second or more on a busy 2-core machine).
describe('fornido webhooks', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    expect((await fornido('webhooks', 'list')).stdout).toBe('No notifications received yet.\n');
    await withStoreAt({ at: RECEIVED }, async (c) => {
      const log = c.get(T.notificationLog);
      // Providers the store does not run here (no reader of their notifications), as an older server received them.
      const first = await log.add({
        provider: 'epayco',
        receivedAt: RECEIVED,
        notification: { headers: { 'content-type': 'application/json' }, query: {}, body: '{"x_ref_payco":"123"}' },
        kept: 'whole',
        body: { bytes: 21, sha256: SHA },
        verdict: 'valid',
        reference: '123',
      });
      await log.settle(first, 'FO-2026-000001: pending → approved', RECEIVED);
      const second = await log.add({
        provider: 'mercadopago',
        receivedAt: new Date(RECEIVED.getTime() + 60_000),
        notification: { headers: {}, query: { id: '9' }, body: '{"data":{"id":"9"},"relleno":"xxxxxxxx' },
        kept: 'digest',
        body: { bytes: 63_488, sha256: SHA },
        verdict: 'invalid',
        reference: null,
      });
      ids.push(first, second);
    });
  }, 120_000);

  it('lists the notifications newest first with verdict, reference and result, by provider, and as JSON', async () => {
    const list = await fornido('webhooks', 'list');
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toBe(
      [
        'ID  RECEIVED (BOGOTA)  PROVIDER     VERDICT  BODY            REFERENCE  RESULT',
        `${ids[1]}   2026-03-02 09:06   mercadopago  invalid  digest 62.0 KB  -          not handled yet`,
        `${ids[0]}   2026-03-02 09:05   epayco       valid    whole 21 B      123        FO-2026-000001: pending → approved`,
        '',
        '2 notifications. Replay one with "fornido webhooks replay ID".',
        '',
      ].join('\n'),
    );
    const one = await fornido('webhooks', 'list', '--provider', 'epayco', '--limit', '1');
    expect(one.stdout).toContain('1 notification (the newest 1; raise --limit to see more).');
    expect(one.stdout).not.toContain('mercadopago');
    expect((await fornido('webhooks', 'list', '--provider', 'nequi')).stdout).toBe('No notifications from nequi.\n');
    const asJson = JSON.parse((await fornido('webhooks', 'list', '--json')).stdout) as Record<string, unknown>[];
    expect(asJson[1]).toEqual({
      id: ids[0],
      provider: 'epayco',
      receivedAt: RECEIVED.toISOString(),
      verdict: 'valid',
      kept: 'whole',
      bodyBytes: 21,
      bodySha256: SHA,
      reference: '123',
      result: 'FO-2026-000001: pending → approved',
      handledAt: RECEIVED.toISOString(),
      headers: { 'content-type': 'application/json' },
      query: {},
      body: '{"x_ref_payco":"123"}',
    });
  });

  it('refuses to replay a notification nobody has, or one whose provider is not configured, with exit code 1', async () => {
    const missing = await fornido('webhooks', 'replay', '999999');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe('Error: No notification 999999. List them with "fornido webhooks list".\n');
    // In production without ePayco's credentials, ePayco is off: outside it, its sandbox runs, and it is followed even
    // when none of its methods is offered (an attempt of its may still be open).
    const elsewhere = await fornidoWith(
      { NODE_ENV: 'production', INVOICING: 'off' },
      'webhooks',
      'replay',
      String(ids[0]),
    );
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.stderr).toBe(
      `Error: Provider epayco is not configured here. Notification ${ids[0]} cannot be replayed until it is.\n`,
    );
    const digest = await fornido('webhooks', 'replay', String(ids[1]));
    expect(digest.code).toBe(1);
    expect(digest.stderr).toBe(
      `Error: Notification ${ids[1]} was refused (not handled) and only its digest was kept: it cannot be replayed.\n`,
    );
    const malformed = await fornido('webhooks', 'replay', 'abc');
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toContain('The notification id must be a whole number');
    // Nothing was settled again.
    expect((await fornido('webhooks', 'list', '--provider', 'epayco')).stdout).toContain(
      'FO-2026-000001: pending → approved',
    );
  });
});
