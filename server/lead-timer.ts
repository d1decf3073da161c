import type { MailLeadsReport } from '../core/leads/mail-leads';
import type { Logger } from '../core/shared/ports';
import { startRepeating } from './repeating-job';

/** How often the server mails new leads: the acknowledgement reaches the sender about as fast as an order's mail. */
export const LEAD_MAIL_EVERY_MS = 2_000;

/** Mails the contact messages and franchise enquiries due, at start (what a crash left unmailed) and then every few
 * seconds (safe in several processes at once: each lead is leased by one). A failed run is logged and retried. */
export const startLeadMailer = (mail: () => Promise<MailLeadsReport>, logger: Logger, everyMs = LEAD_MAIL_EVERY_MS) =>
  startRepeating(
    async () => {
      const report = await mail();
      if (report.mailed + report.failed > 0) logger.info({ ...report }, 'mailed leads');
    },
    (error) => logger.error({ err: error }, 'could not mail leads'),
    everyMs,
  );
