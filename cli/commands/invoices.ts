import { writeFileSync } from 'node:fs';
import { Command, Option } from 'commander';
import { T } from '../../adapters/container';
import { INVOICE_STATES, type InvoiceState } from '../../core/invoicing/invoice';
import { positive, json } from '../format';
import { invoicesTable, invoiceText, numberingText } from '../invoice-views';
import { printer, type CliIo } from '../io';
import { osActor, settled, throughStore, type Refusal } from '../through-store';

/** The use cases' refusals are in the operators' English already; an unknown document says where to look. */
const english = (refusal: Refusal): string | undefined => {
  switch (refusal.kind) {
    case 'invoice-not-found':
      return `${refusal.message} List them with "fornido invoices list".`;
    case 'invoice-not-accepted':
    case 'invoice-not-retryable':
      return refusal.message;
    default:
      return undefined;
  }
};

const statesArg = (raw: string): InvoiceState[] =>
  raw.split(',').map((part) => {
    const state = INVOICE_STATES.find((s) => s === part.trim());
    if (!state) throw new Error(`"${part.trim()}" is not an invoice state: use ${INVOICE_STATES.join(', ')}.`);
    return state;
  });

type Out = { json?: boolean };

/** `fornido invoices`: the electronic invoices and credit notes (issue 35), through the running store's API like every
 * command, or on the database: list, show, pdf and numbering (`invoices.read`), retry (`invoices.retry`). */
export const invoicesCommand = (io: CliIo) => {
  const print = printer(io.out);
  const invoices = new Command('invoices').description('Read the electronic invoices and credit notes, retry them.');
  const jsonOption = () => new Option('--json', 'print JSON for scripts');

  invoices
    .command('list')
    .description('List the documents, newest first, with the DIAN rules of the refused ones.')
    .option('--state <states>', `only these states, comma-separated (${INVOICE_STATES.join(', ')})`, statesArg)
    .option('--failed', 'only those waiting for an operator: refused, without a range, failing again and again')
    .option('--limit <n>', 'how many (1-1000)', positive('--limit', 1000), 50)
    .addOption(jsonOption())
    .action(async (opts: { state?: InvoiceState[]; failed?: boolean; limit: number } & Out) => {
      const query = { states: opts.state, failed: opts.failed === true, limit: opts.limit };
      const found = await throughStore(io, {
        api: (api) =>
          api.invoices.listInvoices({
            states: opts.state?.join(','),
            failed: query.failed ? '1' : undefined,
            limit: opts.limit,
          }),
        database: async (c) => settled(await c.get(T.operatorInvoices).listInvoices(osActor(io), query), '', english),
        english,
      });
      if (opts.json) return print(json(found));
      print(found.length === 0 ? 'No documents.' : invoicesTable(found));
    });

  invoices
    .command('show')
    .description('Show a document: its state, code, attempts and the DIAN rules it was refused by.')
    .argument('<id|number>', 'the document id or number, e.g. SETP990000001')
    .addOption(jsonOption())
    .action(async (id: string, opts: Out) => {
      const found = await throughStore(
        io,
        {
          api: (api) => api.invoices.showInvoice({ id }),
          database: async (c) => settled(await c.get(T.operatorInvoices).showInvoice(osActor(io), id), id, english),
          english,
        },
        id,
      );
      print(opts.json ? json(found) : invoiceText(found));
    });

  invoices
    .command('retry')
    .description('Send a refused or pending document to the DIAN again now (after correcting its cause).')
    .argument('<id|number>', 'the document id or number')
    .action(async (id: string) => {
      const done = await throughStore(
        io,
        {
          api: (api) => api.invoices.retryInvoice({ id }),
          database: async (c) => settled(await c.get(T.operatorInvoices).retryInvoice(osActor(io), id), id, english),
          english,
        },
        id,
      );
      print(`${done.number ?? done.id} will be sent to the DIAN again now (attempts counted from zero).`);
    });

  invoices
    .command('pdf')
    .description('Write the PDF of an accepted document.')
    .argument('<id|number>', 'the document id or number')
    .option('--out <file>', 'where to write it (default: ./<number>.pdf)')
    .action(async (id: string, opts: { out?: string }) => {
      const pdf = await throughStore(
        io,
        {
          api: (api) => api.invoices.invoicePdf({ id }),
          database: async (c) => settled(await c.get(T.operatorInvoices).invoicePdf(osActor(io), id), id, english),
          english,
        },
        id,
      );
      const file = opts.out ?? pdf.filename;
      writeFileSync(file, pdf.bytes);
      print(`Wrote ${file} (${pdf.bytes.length} bytes).`);
    });

  invoices
    .command('numbering')
    .description('Show the authorised numbering: range, used, left, validity and its warnings.')
    .addOption(jsonOption())
    .action(async (opts: Out) => {
      const shown = await throughStore(io, {
        api: (api) => api.invoices.invoiceNumbering({}),
        database: async (c) => settled(await c.get(T.operatorInvoices).invoiceNumbering(osActor(io)), '', english),
        english,
      });
      print(opts.json ? json(shown) : numberingText(shown));
    });

  return invoices;
};
