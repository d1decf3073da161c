import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEmail } from '../../../core/people/email';
import { RUNS } from '../support/runs';

describe('email', () => {
  it('stores any valid address trimmed and lower-case, however it was typed', () => {
    const anAddress = fc.tuple(
      fc.stringMatching(/^[A-Za-z0-9]([A-Za-z0-9._+-]{0,20}[A-Za-z0-9])?$/),
      fc.stringMatching(/^[A-Za-z0-9]{1,10}(\.[A-Za-z]{2,6}){1,2}$/),
    );
    fc.assert(
      fc.property(anAddress, ([local, domain]) => {
        fc.pre(!local.includes('..'));
        const result = parseEmail(`  ${local}@${domain} `);
        expect(result).toEqual({ ok: true, value: `${local}@${domain}`.toLowerCase() });
      }),
      RUNS,
    );
  });

  it.each(['camila.rodriguez@gmail.com', 'Pedro+pedidos@Empresa.com.co', 'ventas@xn--fornido-9za.co'])(
    'accepts %s',
    (email) => {
      expect(parseEmail(email)).toEqual({ ok: true, value: email.toLowerCase() });
    },
  );

  it.each([
    '',
    'camila',
    'camila@',
    '@gmail.com',
    'camila@gmail',
    'cami la@gmail.com',
    'camila..r@gmail.com',
    '.camila@gmail.com',
    'camila@gmail..com',
    'camila@-gmail.com',
    'camila@gmail.c',
    'camila@@gmail.com',
    `${'a'.repeat(65)}@gmail.com`,
  ])('refuses %j', (email) => {
    expect(parseEmail(email)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-email', message: expect.stringContaining('correo') },
    });
  });
});
