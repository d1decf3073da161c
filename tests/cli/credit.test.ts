import { userInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { T } from '../../adapters/container';
import { aCustomer } from '../builders/customers';
import { cliStore } from './support/cli-store';

const { fornido, withStoreAt } = cliStore('fornido-cli-credit-');
/** The audit names the OS user running the command. */
const OPERATOR = userInfo().username;

describe('fornido credit', () => {
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

    const taken = await fornido(
      'credit',
      'adjust',
      'camila.credito@correo.co',
      '--reason',
      'Corrección',
      '--',
      '-2000',
    );
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
