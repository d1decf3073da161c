import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sandboxPayments } from '../../../adapters/nequi/sandbox-payments';

const dir = mkdtempSync(join(tmpdir(), 'fornido-nequi-sandbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const clock = { now: () => new Date('2026-11-24T12:00:00Z') };
const references = ['Fornido', 'FO-2026-000123', 'attempt'] as const;

describe('the Nequi sandbox’s payments kept in a file', () => {
  it('are seen by another process’s sandbox on the same file: the store’s push, reversed from the terminal', () => {
    const file = join(dir, 'nequi.json');
    const store = sandboxPayments({ clock, paymentMinutes: 10, file });
    const terminal = sandboxPayments({ clock, paymentMinutes: 10, file });
    const push = store.push({
      phone: '3001234567',
      value: 604_000,
      references,
      messageId: '1000000001',
      clientId: 'c',
    });
    const id = push.rs!.transactionId as string;
    expect(terminal.approve(id)).toBeNull();
    expect(store.status(id).rs).toMatchObject({ status: '35', value: '604000', phoneNumber: '3001234567' });
    expect(terminal.reverse({ phone: '3001234567', value: 604_000, messageId: '1000000001' }).code).toBe('0');
    expect(store.find(id)?.state).toBe('reversed');
    // A restart reads them back.
    expect(sandboxPayments({ clock, paymentMinutes: 10, file }).find(id)).toMatchObject({
      state: 'reversed',
      payer: '3001234567',
      paidAt: clock.now(),
    });
  });

  it('stay in memory without a file', () => {
    const one = sandboxPayments({ clock, paymentMinutes: 10 });
    const qr = one.qr({ value: 15_000, references, messageId: '1000000002' }).rs!.codeQR as string;
    expect(one.find(qr)?.state).toBe('pending');
    expect(sandboxPayments({ clock, paymentMinutes: 10 }).find(qr)).toBeNull();
  });
});
