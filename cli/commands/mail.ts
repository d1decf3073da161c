import { Command } from 'commander';
import type { KeptAttachment } from '../../core/mail/ports';
import { T } from '../../adapters/container';
import { bogota, count, positive, table } from '../format';
import { printer, type CliIo } from '../io';
import { answer, withJson } from '../json-answer';
import { osActor, settled, throughStore } from '../through-store';

const sizeText = (size: number) => (size < 1024 ? `${size} bytes` : `${(size / 1024).toFixed(1)} KB`);

/** The files a message carries, one line naming them ("" when none). */
const filesLine = (files: readonly KeptAttachment[]): string =>
  files.length === 0
    ? ''
    : `Attached: ${files.map((f) => `${f.filename} (${f.contentType}, ${sizeText(f.size)})`).join(', ')}\n`;

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
      const query = { ...(opts.to !== undefined ? { to: opts.to } : {}), limit: opts.limit };
      const mails = await throughStore(io, {
        api: (api) => api.operations.listMail(query),
        database: async (c) => settled(await c.get(T.storeOperations).listMailFor(osActor(io), query)),
      });
      answer(print, opts, mails, () => {
        if (mails.length === 0) return opts.to ? `No messages to ${opts.to} in the outbox.` : 'The outbox is empty.';
        const rows = mails.map((m) => [String(m.id), bogota(m.createdAt), m.to, m.template, m.subject]);
        return `${table([['ID', 'TIME (BOGOTA)', 'TO', 'TEMPLATE', 'SUBJECT'], ...rows])}\n\n${count(mails.length, 'message')}. Show one with "fornido mail show ID".`;
      });
    },
  );
  mail
    .command('show')
    .description('Show one message: its headers, the files it carries and its text part (or its HTML with --html).')
    .argument('<id>', 'the message id, from "fornido mail list"')
    .option('--html', 'print the HTML part instead of the text part')
    .action(async (rawId: string, opts: { html?: boolean }) => {
      const id = positive('The message id', 2_147_483_647)(rawId);
      const found = await throughStore(
        io,
        {
          api: (api) => api.operations.showMail({ id }),
          database: async (c) => settled(await c.get(T.storeOperations).showMailFor(osActor(io), id), String(id)),
        },
        String(id),
      );
      print(
        `ID:       ${found.id}\nTime:     ${bogota(found.createdAt)} (Bogota)\nTo:       ${found.to}\nSubject:  ${found.subject}\nTemplate: ${found.template}\n${filesLine(found.files)}`,
      );
      print(opts.html ? found.html : found.text);
    });
  return mail;
};
