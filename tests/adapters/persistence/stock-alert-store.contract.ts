import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Email } from '../../../core/people/email';
import type { MailMessage } from '../../../core/mail/ports';
import type { StockAlertStore } from '../../../core/stock-alerts/ports';

/** A store over the test catalogue (aCatalogue: P01-2LB-VAIN sold out, P01-2LB-CHOC in stock), a way to put units back
 * on sale, and the mail it has sent. */
export type OpenedAlerts = {
  readonly store: StockAlertStore;
  readonly restock: (sku: string, units: number) => Promise<void>;
  readonly mails: () => Promise<readonly MailMessage[]>;
  readonly close: () => Promise<void>;
};

const email = (s: string) => s as Email;
const T0 = new Date('2026-11-22T12:00:00Z');
const plus = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const mail = (to: string): MailMessage => ({
  to,
  subject: 'Ya llegó',
  html: '<p>Ya llegó</p>',
  text: 'Ya llegó',
  template: 'back-in-stock',
});

/** What every StockAlertStore must do: keep one waiting request per sold-out variant and address, make them due when
 * the variant comes back, lease them to one notifier, and mail each once. */
export const stockAlertStoreContract = (name: string, open: () => Promise<OpenedAlerts>) =>
  describe(`StockAlertStore contract: ${name}`, () => {
    let s: OpenedAlerts;
    beforeAll(async () => {
      s = await open();
    });
    afterAll(() => s.close());

    it('keeps a request only for a sold-out variant on sale, once per mailbox', async () => {
      const ask = (sku: string, to: string, mailbox = to) => s.store.record({ sku, email: email(to), mailbox, at: T0 });
      expect(await ask('P01-2LB-VAIN', 'ana@example.co')).toBe('created');
      expect(await ask('P01-2LB-VAIN', 'ana@example.co')).toBe('already-waiting');
      expect(await ask('P01-2LB-VAIN', 'ana+otra@example.co', 'ana@example.co')).toBe('already-waiting');
      expect(await ask('P01-2LB-VAIN', 'luis@example.co')).toBe('created');
      expect(await ask('P01-2LB-CHOC', 'ana@example.co')).toBe('in-stock');
      expect(await ask('NO-EXISTE', 'ana@example.co')).toBe('unknown-variant');
      // Nothing is due while the variant stays sold out.
      expect(await s.store.claimDue(plus(1), plus(6), 10)).toEqual([]);
    });

    it('makes the requests due when the variant comes back, leased to one notifier at a time', async () => {
      await s.restock('P01-2LB-VAIN', 4);
      const due = await s.store.claimDue(plus(1), plus(6), 10);
      expect(due.map((d) => d.email)).toEqual(['ana@example.co', 'luis@example.co']);
      expect(due[0]).toMatchObject({
        sku: 'P01-2LB-VAIN',
        productName: 'Proteína 01',
        category: 'proteinas',
        slug: 'proteina-01',
        size: '2 lb',
        flavour: 'Vainilla',
      });
      // Another notifier sees none of them until the lease ends.
      expect(await s.store.claimDue(plus(2), plus(7), 10)).toEqual([]);
      expect((await s.store.claimDue(plus(6), plus(11), 10)).length).toBe(2);
    });

    it('mails each request once, however many times it is notified', async () => {
      const [ana, luis] = await s.store.claimDue(plus(20), plus(25), 10);
      await s.store.notifyOnce(ana.id, mail(ana.email), plus(20));
      await s.store.notifyOnce(ana.id, mail(ana.email), plus(21));
      await s.store.notifyOnce(luis.id, mail(luis.email), plus(21));
      expect((await s.mails()).map((m) => m.to).sort()).toEqual(['ana@example.co', 'luis@example.co']);
      expect(await s.store.claimDue(plus(60), plus(65), 10)).toEqual([]);
    });

    it('lets a notified shopper ask again the next time the variant sells out', async () => {
      await s.restock('P01-2LB-VAIN', -4);
      const again = { sku: 'P01-2LB-VAIN', email: email('ana@example.co'), mailbox: 'ana@example.co', at: plus(70) };
      expect(await s.store.record(again)).toBe('created');
      await s.restock('P01-2LB-VAIN', 1);
      expect((await s.store.claimDue(plus(80), plus(85), 10)).map((d) => d.email)).toEqual(['ana@example.co']);
    });
  });
