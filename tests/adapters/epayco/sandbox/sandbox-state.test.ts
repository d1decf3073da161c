import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EPAYCO_TEST_CARDS } from '../../../../adapters/epayco/sandbox';
import { buyer, officialSdk, startSandbox } from './harness';

const dir = mkdtempSync(join(tmpdir(), 'epayco-sandbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the sandbox state file', () => {
  it('keeps payments, cards and customers for the next sandbox on the same file, whose tokens still work', async () => {
    const file = join(dir, 'epayco.json');
    const first = await startSandbox({ file });
    const sdk = officialSdk(first.origin);
    const token = await sdk.token.create({
      'card[number]': EPAYCO_TEST_CARDS.approved,
      'card[exp_year]': '2031',
      'card[exp_month]': '1',
      'card[cvc]': '123',
    });
    const customer = await sdk.customers.create({
      token_card: token.id,
      name: 'Juana',
      email: 'juana@example.com',
      ip: buyer.ip,
    });
    const created = await sdk.bank.create({
      bank: '1022',
      ...buyer,
      invoice: 'FOR-77',
      description: 'Creatina',
      value: '50000',
      currency: 'COP',
      url_response: `${first.merchant}/respuesta`,
      url_confirmation: `${first.merchant}/confirmacion`,
    });
    const ref = (created.data as { ref_payco: number }).ref_payco;
    await first.close();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      transactions: [{ refPayco: ref, invoice: 'FOR-77' }],
    });
    expect(readFileSync(file, 'utf8')).not.toContain(EPAYCO_TEST_CARDS.approved);

    const second = await startSandbox({ file });
    const again = officialSdk(second.origin);
    expect((await again.bank.get(ref)).data).toMatchObject({ ref_payco: ref, estado: 'Pendiente' });
    const id = (customer.data as { customerId: string }).customerId;
    expect((await again.customers.get(id)).data).toMatchObject({ cards: [{ token: token.id }] });
    const page = await fetch(`${second.origin}/sandbox/pse/aprobar`, {
      method: 'POST',
      body: new URLSearchParams({ ref: String(ref) }),
      redirect: 'manual',
    });
    expect(page.status).toBe(303);
    expect(second.sandbox.control.transaction(ref)?.state).toBe(1);
    const next = await again.bank.create({
      bank: '1022',
      ...buyer,
      invoice: 'FOR-78',
      description: 'x',
      value: '1000',
      url_response: 'http://x/',
    });
    expect((next.data as { ref_payco: number }).ref_payco).toBe(ref + 1);
    await second.close();
  });
});
