import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomingNotification, NotificationLog } from '../../../core/payments/ports';

export type NotificationSubject = { readonly log: NotificationLog; readonly close: () => Promise<void> };

const T0 = new Date('2026-11-22T15:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

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
        verdict: 'valid',
        reference: 'NEQ-1',
      });
      expect(await s.log.find(id)).toEqual({
        id,
        provider: 'nequi',
        receivedAt: at(1),
        notification,
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
        verdict: 'invalid',
        reference: null,
      });
      const unsigned = await s.log.add({
        provider: 'epayco',
        receivedAt: at(4),
        notification: { headers: {}, query: {}, body: '' },
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
      const tell = (verdict: 'valid' | 'invalid', body: string, reference = 'ADDI-ATT-1', provider = 'addi') =>
        s.log.add({ provider, receivedAt: at(20), notification: aNotification(body), verdict, reference });
      expect(await s.log.latestValid('addi', 'ADDI-ATT-1')).toBeNull();
      await tell('valid', '{"status":"PENDING"}');
      const approved = await tell('valid', '{"status":"APPROVED"}');
      await tell('invalid', '{"status":"DECLINED"}');
      await tell('valid', '{"status":"ABANDONED"}', 'ADDI-ATT-2');
      await tell('valid', '{"status":"REJECTED"}', 'ADDI-ATT-1', 'otro');
      expect(await s.log.latestValid('addi', 'ADDI-ATT-1')).toMatchObject({
        id: approved,
        notification: { body: '{"status":"APPROVED"}' },
      });
    });

    it('finds nothing for ids it never gave', async () => {
      for (const id of [0, -1, 1.5, 9_999_999, Number.MAX_SAFE_INTEGER + 2]) expect(await s.log.find(id)).toBeNull();
    });
  });
