import type { Container } from 'inversify';
import type { Logger } from '../core/shared/ports';
import { T } from './tokens';

/**
 * The invoice sender as a job for the server's timer (server/repeating-job.ts' startRepeating), or null when invoicing
 * is off: its first run numbers the documents that waited for a range (a new one may have been configured), then each
 * run sends the due documents and logs what happened.
 */
export const invoiceSenderJob = (c: Container, logger: Logger): (() => Promise<void>) | null => {
  const invoicing = c.get(T.invoicing);
  if (!invoicing) return null;
  let started = false;
  return async () => {
    if (!started) {
      const numbered = await invoicing.numberWaitingInvoices();
      started = true;
      if (numbered.length > 0)
        logger.info({ documents: numbered.length }, 'numbered documents that waited for a range');
    }
    const report = await invoicing.sendDueInvoices();
    if (report.accepted + report.refused + report.failed > 0) logger.info({ ...report }, 'sent invoices to the DIAN');
  };
};
