import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationLog } from '../../../core/payments/notification-log';
import type { IncomingNotification } from '../../../core/payments/ports';

export type NotificationSubject = { readonly log: NotificationLog; readonly close: () => Promise<void> };

const T0 = new Date('2026-11-22T15:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
/** A body's size and hash as the edge computed them (the log keeps them as given). */
const FINGERPRINT = { bytes: 61_440, sha256: 'ab'.repeat(32) };

/** A webhook as Nequi sends it: headers, query and the raw body its signature covers (accents and all). */
const aNotification = (body: string): IncomingNotification => ({
  headers: { 'content-type': 'application/json', 'x-signature': 'firma-abc' },
  query: { origen: 'nequi' },
  body,
});

/** What every NotificationLog must do: keep each webhook exactly as it arrived, with its verdict, before it is
 * handled; then keep what became of it, for `fornido webhooks list|replay`. */
export const notificationLogContract = (name: string, open: () => Promise<NotificationSubject>) =>
  describe(`NotificationLog contract: ${name}`, () => {
    let s: NotificationSubject;
    beforeAll(async () => {
      s = await open();
    });
    afterAll(() => s.close());

    it('keeps a notification exactly as it arrived, unhandled, then what became of it', async () => {
      const notification = aNotification('{"transactionId":"NEQ-1","estado":"Aprobación ✓"}');
      const id = await s.log.add({
        provider: 'nequi',
        receivedAt: at(1),
        notification,
        kept: 'whole',
        body: FINGERPRINT,
        verdict: 'valid',
        reference: 'NEQ-1',
      });
      expect(await s.log.find(id)).toEqual({
        id,
        provider: 'nequi',
        receivedAt: at(1),
        notification,
        kept: 'whole',
        body: FINGERPRINT,
        verdict: 'valid',
        reference: 'NEQ-1',
        result: null,
        handledAt: null,
      });
      await s.log.settle(id, 'FO-2026-000001: pending → approved', at(2));
      expect(await s.log.find(id)).toMatchObject({ result: 'FO-2026-000001: pending → approved', handledAt: at(2) });
    });

    it('keeps invalid and unsigned notifications too, even those that name no payment', async () => {
      const bad = await s.log.add({
        provider: 'nequi',
        receivedAt: at(3),
        notification: aNotification('no es json'),
        kept: 'digest',
        body: FINGERPRINT,
        verdict: 'invalid',
        reference: null,
      });
      const unsigned = await s.log.add({
        provider: 'epayco',
        receivedAt: at(4),
        notification: { headers: {}, query: {}, body: '' },
        kept: 'whole',
        body: { bytes: 0, sha256: EMPTY_SHA256 },
        verdict: 'unsigned',
        reference: 'EP-1',
      });
      expect(await s.log.find(bad)).toMatchObject({
        verdict: 'invalid',
        reference: null,
        notification: { body: 'no es json' },
      });
      expect(await s.log.find(unsigned)).toMatchObject({
        verdict: 'unsigned',
        notification: { headers: {}, body: '' },
      });
    });

    it('lists newest first, by provider, up to a limit', async () => {
      const added: number[] = [];
      for (const [provider, second] of [
        ['lista-a', 10],
        ['lista-b', 11],
        ['lista-a', 12],
      ] as const)
        added.push(
          await s.log.add({
            provider,
            receivedAt: at(second),
            notification: aNotification('{}'),
            kept: 'whole',
            body: FINGERPRINT,
            verdict: 'valid',
            reference: null,
          }),
        );
      expect((await s.log.list({ provider: 'lista-a', limit: 10 })).map((n) => n.id)).toEqual([added[2], added[0]]);
      expect((await s.log.list({ provider: 'lista-a', limit: 1 })).map((n) => n.id)).toEqual([added[2]]);
      expect((await s.log.list({ limit: 2 })).map((n) => n.id)).toEqual([added[2], added[1]]);
      expect(await s.log.list({ provider: 'nadie', limit: 10 })).toEqual([]);
    });

    it("finds a provider's newest notification about one attempt whose credentials held, ignoring refused ones", async () => {
      const tell = (
        verdict: 'valid' | 'invalid',
        body: string,
        reference = 'ADDI-ATT-1',
        provider = 'addi',
        kept: 'whole' | 'digest' = 'whole',
      ) =>
        s.log.add({
          provider,
          receivedAt: at(20),
          notification: aNotification(body),
          kept,
          body: FINGERPRINT,
          verdict,
          reference,
        });
      expect(await s.log.latestValid('addi', 'ADDI-ATT-1')).toBeNull();
      await tell('valid', '{"status":"PENDING"}');
      const approved = await tell('valid', '{"status":"APPROVED"}');
      await tell('invalid', '{"status":"DECLINED"}');
      await tell('valid', '{"status":"ABANDONED"}', 'ADDI-ATT-2');
      await tell('valid', '{"status":"REJECTED"}', 'ADDI-ATT-1', 'otro');
      await tell('valid', '{"status":"DECLINED"}', 'ADDI-ATT-1', 'addi', 'digest');
      expect(await s.log.latestValid('addi', 'ADDI-ATT-1')).toMatchObject({
        id: approved,
        notification: { body: '{"status":"APPROVED"}' },
      });
    });

    it('deletes the digests received before a date, never a notification kept whole', async () => {
      const add = (kept: 'whole' | 'digest', second: number) =>
        s.log.add({
          provider: 'poda',
          receivedAt: at(second),
          notification: aNotification('{}'),
          kept,
          body: FINGERPRINT,
          verdict: kept === 'whole' ? 'valid' : 'invalid',
          reference: null,
        });
      const oldWhole = await add('whole', -100);
      await add('digest', -100);
      await add('digest', -99);
      const recent = await add('digest', 30);
      expect(await s.log.pruneDigests(at(0))).toBeGreaterThanOrEqual(2);
      expect((await s.log.list({ provider: 'poda', limit: 10 })).map((n) => n.id)).toEqual([recent, oldWhole]);
      expect(await s.log.pruneDigests(at(0))).toBe(0);
    });

    it('finds nothing for ids it never gave', async () => {
      for (const id of [0, -1, 1.5, 9_999_999, Number.MAX_SAFE_INTEGER + 2]) expect(await s.log.find(id)).toBeNull();
    });
  });
