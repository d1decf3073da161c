import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFornido } from '../../cli/program';
import { enrolledOperator, withCookie } from '../server/support/operator-client';
import { FAU04, invoiceServer, PDF, WARNING } from '../server/admin/support/invoice-documents';

// `fornido invoices` through the operators' API of a store named by FORNIDO_URL: the test's own server, whose invoices
// are bound over the SQL store with documents recorded through it.
const { ctx, docs } = invoiceServer();
const tokens = { support: '', manager: '' };
const dir = mkdtempSync(join(tmpdir(), 'fornido-cli-invoices-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(async () => {
  for (const role of ['support', 'manager'] as const) {
    const { cookie } = await enrolledOperator(ctx, role);
    tokens[role] = (await ctx.admin.post('/tokens', { name: 'cli' }, withCookie(cookie))).json.token;
  }
}, 60_000);

const as = async (who: keyof typeof tokens, ...args: string[]) => {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await runFornido(args, {
    out: { write: (text: string) => stdout.push(text) },
    err: { write: (text: string) => stderr.push(text) },
    env: { ...process.env, FORNIDO_URL: ctx.server.url, FORNIDO_TOKEN: tokens[who] },
  });
  return { code, stdout: stdout.join(''), stderr: stderr.join('') };
};

describe('fornido invoices', () => {
  it('lists the documents, the failed ones with the DIAN’s rules, and shows one', async () => {
    const all = await as('support', 'invoices', 'list');
    expect(all.code).toBe(0);
    const lines = all.stdout.split('\n');
    expect(lines[0]).toMatch(/^NUMBER\s+ORDER\s+KIND\s+TOTAL\s+STATE\s+ATTEMPTS/);
    expect(lines.slice(1, 4).map((l) => l.split(/\s{2,}/)[0])).toEqual([
      docs.pending.number,
      docs.refused.number,
      docs.accepted.number,
    ]);
    expect(all.stdout).toContain('3 documents.');
    const failed = await as('support', 'invoices', 'list', '--failed');
    expect(failed.stdout).toContain(`${docs.refused.number} was refused by the DIAN:\n  FAU04: ${FAU04.message}`);
    expect(failed.stdout).toContain('1 document.');
    const accepted = JSON.parse((await as('support', 'invoices', 'list', '--state', 'accepted', '--json')).stdout);
    expect(accepted.map((i: { id: string }) => i.id)).toEqual([docs.accepted.id]);
    const shown = await as('support', 'invoices', 'show', docs.refused.number ?? '');
    expect(shown.stdout).toContain(`Credit note ${docs.refused.number}`);
    expect(shown.stdout).toContain('State:     refused (flagged for an operator)');
    expect((await as('support', 'invoices', 'list', '--state', 'anulada')).stderr).toContain(
      '"anulada" is not an invoice state',
    );
  });

  it('writes the PDF of an accepted document, and says why another has none', async () => {
    const out = join(dir, 'factura.pdf');
    const written = await as('support', 'invoices', 'pdf', docs.accepted.number ?? '', '--out', out);
    expect(written.stdout).toBe(`Wrote ${out} (${PDF.length} bytes).\n`);
    expect(new Uint8Array(readFileSync(out))).toEqual(PDF);
    const none = await as('support', 'invoices', 'pdf', docs.pending.number ?? '');
    expect(none.code).toBe(1);
    expect(none.stderr).toBe(`Error: Invoice ${docs.pending.number} is not accepted yet: it has no PDF.\n`);
    const unknown = await as('support', 'invoices', 'show', 'SETP1');
    expect(unknown.stderr).toBe('Error: No invoice SETP1. List them with "fornido invoices list".\n');
  });

  it('shows the numbering with its warnings, exiting 0', async () => {
    const shown = await as('support', 'invoices', 'numbering');
    expect(shown.code).toBe(0);
    expect(shown.stdout).toBe(
      [
        'Resolution 18760000001: SETP990000000 to SETP995000000, valid 2019-01-19 to 2030-01-19.',
        `Used: 2 (last SETP990000001). Left: ${995000000 - 990000001}.`,
        `Warning: ${WARNING}`,
        '',
      ].join('\n'),
    );
  });

  it('retries a refused note as a manager, never as support', async () => {
    const refused = await as('support', 'invoices', 'retry', docs.refused.number ?? '');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('"invoices.retry"');
    const retried = await as('manager', 'invoices', 'retry', docs.refused.number ?? '');
    expect(retried.stdout).toBe(
      `${docs.refused.number} will be sent to the DIAN again now (attempts counted from zero).\n`,
    );
  });
});
