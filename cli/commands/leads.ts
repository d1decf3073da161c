import { Command } from 'commander';
import { T } from '../../adapters/container';
import { CONTACT_SUBJECTS, INVESTMENT_RANGES, labelOf, type StoredLead } from '../../core/leads/lead';
import { bogota, count, json, positive, table } from '../format';
import { printer, type CliIo } from '../io';
import { throughStore } from '../through-store';

/** What a lead is about, in a word for the table: the subject of a contact message, the band of a franchise enquiry. */
const aboutOf = (lead: StoredLead) =>
  lead.kind === 'contact'
    ? `${labelOf(CONTACT_SUBJECTS, lead.subject)}${lead.orderNumber ? ` (${lead.orderNumber})` : ''}`
    : `franchise, ${labelOf(INVESTMENT_RANGES, lead.investment)}`;

/** `fornido leads list`: the contact messages (each with its radicado, the case number the sender was given) and the
 * franchise enquiries, newest first, so an operator can find the message a shopper quotes. */
export const leadsCommand = (io: CliIo) => {
  const print = printer(io.out);
  const leads = new Command('leads').description('Read the contact messages and franchise enquiries the forms kept.');
  leads
    .command('list')
    .description('List the newest contact messages (with their radicado) and franchise enquiries.')
    .option('--limit <n>', 'how many (1-1000)', positive('--limit', 1000), 20)
    .option('--json', 'print JSON for scripts')
    .action(async (opts: { limit: number; json?: boolean }) => {
      const found = await throughStore(io, {
        // The console's entries carry their state and replies too: the command lists the leads as they were sent.
        api: async (api) =>
          (await api.leads.listLeads({ limit: opts.limit })).map(
            ({ state: _state, replies: _replies, ...lead }) => lead,
          ),
        database: (c) => c.get(T.leadStore).list(opts.limit),
      });
      if (opts.json) {
        print(json(found));
        return;
      }
      if (found.length === 0) {
        print('No contact messages or franchise enquiries yet.');
        return;
      }
      const rows = found.map((l) => [l.radicado ?? '-', bogota(l.createdAt), l.kind, l.name, l.email, aboutOf(l)]);
      print(table([['RADICADO', 'TIME (BOGOTA)', 'KIND', 'NAME', 'EMAIL', 'ABOUT'], ...rows]));
      print(`\n${count(found.length, 'lead')}.`);
    });
  return leads;
};
