import { describe, expect, it } from 'vitest';
import type { Email } from '../../../core/people/email';
import type { MailMessage } from '../../../core/mail/ports';
import type { Logger } from '../../../core/shared/ports';
import type { StockAlertStore } from '../../../core/stock-alerts/ports';
import { notifyRestocked } from '../../../core/stock-alerts/notify-restocked';
import { aCatalogue } from '../../builders/seed-data';
import { inMemoryStockAlerts } from '../../fakes/in-memory-stock-alerts';

const T0 = new Date('2026-11-22T12:00:00Z');
const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

const waiting = async (...emails: string[]) => {
  const alerts = inMemoryStockAlerts(aCatalogue(), () => T0);
  for (const email of emails)
    await alerts.store.record({ sku: 'P01-2LB-VAIN', email: email as Email, mailbox: email, at: T0 });
  return alerts;
};

const notifier = (store: StockAlertStore, logger = quiet) =>
  notifyRestocked({ alerts: store, clock: { now: () => T0 }, logger, mail: { storeUrl: 'https://fornido.co' } });

describe('telling the waiting shoppers that a variant is back', () => {
  it('mails nobody while the variant is still sold out', async () => {
    const alerts = await waiting('ana@example.co');
    expect(await notifier(alerts.store)()).toEqual({ notified: 0 });
    expect(alerts.mails).toEqual([]);
  });

  it('mails each waiting shopper once, in Spanish, with a link to the variant', async () => {
    const alerts = await waiting('ana@example.co', 'luis@example.co');
    await alerts.restock('P01-2LB-VAIN', 3);
    expect(await notifier(alerts.store)()).toEqual({ notified: 2 });
    expect(await notifier(alerts.store)()).toEqual({ notified: 0 });
    expect(alerts.mails.map((m) => m.to)).toEqual(['ana@example.co', 'luis@example.co']);
    const [mail] = alerts.mails;
    expect(mail).toMatchObject({ template: 'back-in-stock', subject: 'Ya llegó: Proteína 01 (2 lb · Vainilla)' });
    expect(mail.text).toContain('https://fornido.co/proteinas/proteina-01/p01-2lb-vain/');
    expect(mail.text).toContain('Este es el único correo que te enviaremos sobre este producto.');
    expect(mail.html).toContain('href="https://fornido.co/proteinas/proteina-01/p01-2lb-vain/"');
  });

  it('leaves a request whose mail could not be sent for the next run, and goes on with the others', async () => {
    const alerts = await waiting('ana@example.co', 'luis@example.co');
    await alerts.restock('P01-2LB-VAIN', 3);
    const logged: string[] = [];
    let down = true;
    const flaky: StockAlertStore = {
      ...alerts.store,
      notifyOnce: async (id, message: MailMessage, at) => {
        if (down && message.to === 'ana@example.co') throw new Error('SMTP 421');
        await alerts.store.notifyOnce(id, message, at);
      },
    };
    const logger = { ...quiet, warn: (_: unknown, message: string) => void logged.push(message) };
    expect(await notifier(flaky, logger)()).toEqual({ notified: 1 });
    expect(logged).toEqual(['could not mail a back-in-stock alert']);
    down = false;
    // Leased for five minutes: a later run (here with the clock past the lease) mails it.
    const later = notifyRestocked({
      alerts: flaky,
      clock: { now: () => new Date(T0.getTime() + 6 * 60_000) },
      logger: quiet,
      mail: { storeUrl: 'https://fornido.co' },
    });
    expect(await later()).toEqual({ notified: 1 });
    expect(alerts.mails.map((m) => m.to)).toEqual(['luis@example.co', 'ana@example.co']);
  });
});
