import { userInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { pesos } from '../../core/shared/money';
import { aCustomer } from '../builders/customers';
import { placeAnOrder } from './support/orders';
import { cliStore } from './support/cli-store';

const { fornido, configure, withStoreAt } = cliStore('fornido-cli-credit-');
// Standard shipping is free from $ 100.000: gift credit can cover a whole order of the $ 139.900 C4 Original.
configure({ FREE_SHIPPING_THRESHOLD: '100000' });
/** The audit names the OS user running the command. */
const OPERATOR = userInfo().username;

describe('fornido credit', { timeout: 90_000 }, () => {
  it("adjusts a customer's gift credit with the reason and the operator, and shows it; never below zero", async () => {
    const customer = aCustomer({ email: 'camila.credito@correo.co' as never });
    await withStoreAt({ at: new Date() }, (c) => c.get(T.customers).create(customer));

    const added = await fornido(
      'credit',
      'adjust',
      'Camila.Credito@correo.co',
      '12000',
      '--reason',
      'Compensación por demora',
    );
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    expect(added.stdout).toBe(
      'Adjusted the gift credit of camila.credito@correo.co by $ 12.000: the balance is now $ 12.000.\n',
    );

    // As the README writes it: the negative amount as it is, the options after it.
    const taken = await fornido('credit', 'adjust', 'camila.credito@correo.co', '-2000', '--reason', 'Corrección');
    expect(taken.code).toBe(0);
    expect(taken.stdout).toContain('by -$ 2.000: the balance is now $ 10.000.');

    const tooMuch = await fornido(
      'credit',
      'adjust',
      'camila.credito@correo.co',
      '--reason',
      'Corrección',
      '--',
      '-10001',
    );
    expect(tooMuch.code).not.toBe(0);
    expect(tooMuch.stderr).toContain('The balance is $ 10.000: it cannot go down by $ 10.001.');

    const shown = await fornido('credit', 'show', 'camila.credito@correo.co');
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain('Gift credit of camila.credito@correo.co: balance $ 10.000.');
    expect(shown.stdout).toMatch(new RegExp(`adjusted by an operator\\s+-\\$ 2\\.000\\s+Corrección \\(${OPERATOR}\\)`));
    expect(shown.stdout).toMatch(
      new RegExp(`adjusted by an operator\\s+\\$ 12\\.000\\s+Compensación por demora \\(${OPERATOR}\\)`),
    );

    const asJson = JSON.parse((await fornido('credit', 'show', 'camila.credito@correo.co', '--json')).stdout);
    expect(asJson).toMatchObject({ email: 'camila.credito@correo.co', balance: 10_000, pending: 0 });
    expect(asJson.lines).toHaveLength(2);
  });

  it('refunds an order paid whole with gift credit back to the balance: fornido payments refund', async () => {
    const customer = aCustomer({ email: 'mateo.saldo@correo.co' as never });
    const order = await withStoreAt({ at: new Date() }, async (c) => {
      await c.get(T.customers).create(customer);
      await c.get(T.giftCredit).adjust({
        customerId: customer.id,
        amount: pesos(150_000),
        reason: 'Bono de bienvenida',
        actor: 'test',
        at: new Date(),
      });
      return placeAnOrder(c, {
        paymentMethod: 'gift-credit',
        sku: 'CE-C4O-195G-PON',
        prefix: 'cli-credit',
        customerId: customer.id,
        useGiftCredit: true,
      });
    });
    expect(order).toMatchObject({ state: 'paid', totals: { giftCredit: 139_900, total: 0 } });
    const refund = await fornido('payments', 'refund', order.number, '--yes');
    expect(refund.stderr).toBe('');
    expect(refund.stdout).toMatch(/^Refund:\s+to the gift credit balance$/m);
    expect(refund.stdout).toContain(
      `${order.number} is now reversed. The $ 139.900 of gift credit it used went back to the buyer's balance.\n`,
    );
    const shown = await fornido('credit', 'show', 'mateo.saldo@correo.co');
    expect(shown.stdout).toContain('Gift credit of mateo.saldo@correo.co: balance $ 150.000.');
    const again = await fornido('payments', 'refund', order.number, '--yes');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`Order ${order.number} is reversed: only a paid order`);
  });

  it('refuses what it cannot do, in plain English', async () => {
    for (const [args, message] of [
      [['credit', 'show', 'nadie@correo.co'], 'No customer with the email nadie@correo.co.'],
      [['credit', 'show', 'no-es-correo'], '"no-es-correo" is not an email address.'],
      [
        ['credit', 'adjust', 'nadie@correo.co', '0', '--reason', 'x y z'],
        'The amount must be a whole number of pesos other than 0',
      ],
      [
        ['credit', 'adjust', 'nadie@correo.co', '12.5', '--reason', 'x y z'],
        'The amount must be a whole number of pesos other than 0',
      ],
      [['credit', 'adjust', 'nadie@correo.co', '100'], "required option '--reason <text>' not specified"],
    ] as const) {
      const run = await fornido(...args);
      expect(run.code, args.join(' ')).not.toBe(0);
      expect(run.stderr).toContain(message);
    }
  });
});
