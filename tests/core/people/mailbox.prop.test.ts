import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mailboxKey } from '../../../core/people/mailbox';
import { RUNS } from '../support/runs';

const aLocal = fc.stringMatching(/^[a-z0-9]([a-z0-9._-]{0,15}[a-z0-9])?$/).filter((l) => !l.includes('..'));
const aTag = fc.stringMatching(/^[a-z0-9._+-]{0,10}$/);
const aDomain = fc
  .stringMatching(/^[a-z0-9]{1,10}\.(co|com|com\.co|net)$/)
  .filter((d) => d !== 'gmail.com' && d !== 'googlemail.com');
/** The same text with each letter's case chosen at random. */
const anyCase = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((ups) => [...text].map((ch, i) => (ups[i] ? ch.toUpperCase() : ch)).join(''));
/** The local part with dots put anywhere between its characters. */
const dotted = (local: string) =>
  fc
    .array(fc.boolean(), { minLength: local.length, maxLength: local.length })
    .map((dots) => [...local].map((ch, i) => (dots[i] && i > 0 ? `.${ch}` : ch)).join(''));

describe('the mailbox an address delivers to', () => {
  it('is the same for the address with any +tag, in any case, with spaces around', () => {
    const spelling = fc
      .tuple(aLocal, aDomain, aTag)
      .chain(([local, domain, tag]) =>
        anyCase(`${local}+${tag}@${domain}`).map((written) => ({ plain: `${local}@${domain}`, written })),
      );
    fc.assert(
      fc.property(spelling, ({ plain, written }) => {
        expect(mailboxKey(` ${written} `)).toBe(mailboxKey(plain));
      }),
      RUNS,
    );
  });

  it('ignores dots and googlemail.com for Gmail, and only for Gmail', () => {
    const gmail = fc.tuple(aLocal, fc.constantFrom('gmail.com', 'googlemail.com', 'GMail.com'), aTag);
    fc.assert(
      fc.property(
        gmail.chain(([local, domain, tag]) => dotted(local).map((d) => ({ local, d, domain, tag }))),
        ({ local, d, domain, tag }) => {
          expect(mailboxKey(`${d}+${tag}@${domain}`)).toBe(`${local.replaceAll('.', '')}@gmail.com`);
        },
      ),
      RUNS,
    );
    expect(mailboxKey('ana.maria@correo.co')).not.toBe(mailboxKey('anamaria@correo.co'));
  });

  it('keeps different mailboxes apart and is its own key', () => {
    fc.assert(
      fc.property(aLocal, aLocal, aDomain, (a, b, domain) => {
        fc.pre(a !== b);
        expect(mailboxKey(`${a}@${domain}`)).not.toBe(mailboxKey(`${b}@${domain}`));
        const key = mailboxKey(`${a}+x@${domain}`);
        expect(mailboxKey(key)).toBe(key);
      }),
      RUNS,
    );
  });

  it.each([
    ['R+compras@Correo.co', 'r@correo.co'],
    ['rafael.mora+0@gmail.com', 'rafaelmora@gmail.com'],
    ['Rafael.Mora@googlemail.com', 'rafaelmora@gmail.com'],
    ['+ventas@correo.co', '+ventas@correo.co'],
    ['a+b+c@correo.co', 'a@correo.co'],
  ])('%s is the mailbox %s', (email, key) => {
    expect(mailboxKey(email)).toBe(key);
  });
});
