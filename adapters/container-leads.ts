import type { Container } from 'inversify';
import { mailLeads } from '../core/leads/mail-leads';
import { submitLead } from '../core/leads/submit-lead';
import { listLeads, replyToLead, setLeadState } from '../core/leads/answer-leads';
import { sqlLeadInbox } from './persistence/lead-inbox';
import type { Config } from './config';
import type { Database } from './persistence/db';
import { sqlLeadStore } from './persistence/lead-store';
import { T } from './tokens';

/** The contact and franchise forms: the SQL leads (mail kept in the outbox, or relayed to the mail server when one is
 * configured), the use case behind the API, and the mailer the server runs on a timer, writing to CONTACT_INBOX (the
 * company's email when unset). */
export const bindLeads = (c: Container, config: Config, database: Database) => {
  c.bind(T.leadStore)
    .toDynamicValue((x) => sqlLeadStore(database.db, config.smtpUrl ? { relay: x.get(T.mailer) } : {}))
    .inSingletonScope();
  c.bind(T.leads)
    .toDynamicValue((x) => {
      const [leads, clock] = [x.get(T.leadStore), x.get(T.clock)];
      const mail = { storeUrl: config.publicUrl, inbox: config.contactInbox ?? config.company.email };
      const answering = { inbox: sqlLeadInbox(database.db), mailer: x.get(T.mailer), clock, mail };
      return {
        submitLead: submitLead({ leads, limiter: x.get(T.rateLimiter), clock }),
        mailLeads: mailLeads({ leads, clock, logger: x.get(T.logger), mail }),
        listLeads: listLeads(answering),
        replyToLead: replyToLead(answering),
        setLeadState: setLeadState(answering),
      };
    })
    .inSingletonScope();
};
