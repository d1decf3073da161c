import type { Logger } from '../core/shared/ports';
import { startRepeating } from './repeating-job';

/** How often the server looks for documents due at the DIAN: a paid order's invoice leaves within seconds, and a
 * document waiting after an outage is due at its own backoff (the look itself is one indexed query). */
export const SEND_INVOICES_EVERY_MS = 5_000;

/** Sends the due electronic invoices and credit notes (issue 35) every few seconds, once serving (the DIAN's sandbox
 * is reached through the store's own port); nothing when invoicing is off. Safe in several processes: a document is
 * taken by one sender at a time. */
export const startInvoiceSender = (
  job: (() => Promise<void>) | null,
  logger: Logger,
  everyMs = SEND_INVOICES_EVERY_MS,
) =>
  job
    ? startRepeating(job, (error) => logger.error({ err: error }, 'could not send invoices to the DIAN'), everyMs)
    : null;
