import { Command } from 'commander';
import { T } from '../../adapters/container';
import { bogota, count, positive, table } from '../format';
import { printer, type CliIo, type Env } from '../io';
import { answer, withJson } from '../json-answer';
import { withStore } from '../store';

/** Refuses to read the outbox when mail goes to an SMTP server: the outbox is then empty by design. The configuration
 * is loaded here, not with the command tree, which `fornido --help` reads whole. */
const outboxInUse = async (env: Env) => {
  const { loadConfig } = await import('../../adapters/config');
  if (loadConfig(env).smtpUrl) {
    throw new Error(
      'SMTP is configured (SMTP_URL), so mail is handed to the SMTP server and the outbox stays empty by design. Look in the mail server instead.',
    );
  }
};

/** `fornido mail list|show`: the mail the store kept in its outbox (no SMTP server configured). */
export const mailCommand = (io: CliIo) => {
  const print = printer(io.out);
  const mail = new Command('mail').description('Read the mail kept in the outbox when no SMTP server is configured.');
  const list = mail
    .command('list')
    .description('List the newest messages in the outbox.')
    .option('--to <email>', 'only messages to this address')
    .option('--limit <n>', 'how many messages (1-1000)', positive('--limit', 1000), 20);
  withJson(list, 'print JSON for scripts (each message with its text and HTML parts)').action(
    async (opts: { to?: string; limit: number; json?: boolean }) => {
      await outboxInUse(io.env);
      const mails = await withStore(io.env, (c) => c.get(T.mailOutbox).list({ to: opts.to, limit: opts.limit }));
      answer(print, opts, mails, () => {
        if (mails.length === 0) return opts.to ? `No messages to ${opts.to} in the outbox.` : 'The outbox is empty.';
        const rows = mails.map((m) => [String(m.id), bogota(m.createdAt), m.to, m.template, m.subject]);
        return `${table([['ID', 'TIME (BOGOTA)', 'TO', 'TEMPLATE', 'SUBJECT'], ...rows])}\n\n${count(mails.length, 'message')}. Show one with "fornido mail show ID".`;
      });
    },
  );
  mail
    .command('show')
    .description('Show one message: its headers and its text part (or its HTML with --html).')
    .argument('<id>', 'the message id, from "fornido mail list"')
    .option('--html', 'print the HTML part instead of the text part')
    .action(async (rawId: string, opts: { html?: boolean }) => {
      await outboxInUse(io.env);
      const id = positive('The message id', 2_147_483_647)(rawId);
      const found = await withStore(io.env, (c) => c.get(T.mailOutbox).find(id));
      if (!found) throw new Error(`No message with id ${id} in the outbox. List them with "fornido mail list".`);
      print(
        `ID:       ${found.id}\nTime:     ${bogota(found.createdAt)} (Bogota)\nTo:       ${found.to}\nSubject:  ${found.subject}\nTemplate: ${found.template}\n`,
      );
      print(opts.html ? found.html : found.text);
    });
  return mail;
};
