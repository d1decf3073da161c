import type { Subscriber } from '../events/ports';
import type { EventMailer, MailMessage } from '../mail/ports';
import type { Clock } from '../shared/ports';
import type { Invoice } from './invoice';
import type { InvoiceStore } from './ports';

export type InvoiceMailDeps = {
  readonly invoices: Pick<InvoiceStore, 'find' | 'markMailed'>;
  /** The buyer's mail of an accepted document, with its XML (AttachedDocument) and PDF; null without a kept document. */
  readonly mailOf: (document: Invoice) => Promise<MailMessage | null>;
  readonly mailer: EventMailer;
  readonly clock: Clock;
};

/** Mails the buyer each document the DIAN accepted (`invoice-accepted`, written with the acceptance): once per event,
 * as every mail of the outbox; then marks it mailed. */
export const invoiceMailSubscriber = (deps: InvoiceMailDeps): Subscriber => ({
  name: 'invoice-mail',
  async handle(event) {
    if (event.type !== 'invoice-accepted' || !event.invoiceId) return;
    const document = await deps.invoices.find(event.invoiceId);
    if (!document || document.state !== 'accepted') return;
    const message = await deps.mailOf(document);
    if (!message) return;
    await deps.mailer.sendOnce({ eventId: event.id, subscriber: 'invoice-mail' }, message);
    await deps.invoices.markMailed(document.id, deps.clock.now());
  },
});
