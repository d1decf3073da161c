import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KNOWN_EMAIL_DOMAINS, suggestEmail, typingDistance } from '../../../core/people/email-typos';
import { RUNS } from '../support/runs';

const aLocal = fc.stringMatching(/^[a-z0-9]([a-z0-9._+-]{0,20}[a-z0-9])?$/);
const aKnown = fc.constantFrom(...KNOWN_EMAIL_DOMAINS);
/** A known domain with one or two slips of the finger: a letter dropped, doubled, swapped or replaced. */
const aSlip = fc
  .tuple(
    aKnown,
    fc.array(
      fc.tuple(
        fc.nat(),
        fc.constantFrom('drop', 'double', 'swap', 'replace'),
        fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789.-'),
      ),
      {
        minLength: 1,
        maxLength: 2,
      },
    ),
  )
  .map(([domain, slips]) =>
    slips.reduce((typed, [at, slip, letter]) => {
      const i = at % typed.length;
      if (slip === 'drop') return typed.slice(0, i) + typed.slice(i + 1);
      if (slip === 'double') return typed.slice(0, i) + typed[i] + typed.slice(i);
      if (slip === 'swap' && i + 1 < typed.length)
        return typed.slice(0, i) + typed[i + 1] + typed[i] + typed.slice(i + 2);
      return typed.slice(0, i) + letter + typed.slice(i + 1);
    }, domain),
  );

describe('e-mail typo suggestions (properties)', () => {
  it('never suggests anything for an address at a known domain', () => {
    fc.assert(
      fc.property(aLocal, aKnown, (local, domain) => {
        expect(suggestEmail(`${local}@${domain}`)).toBeNull();
      }),
      RUNS,
    );
  });

  it('keeps the local part and only ever suggests a known domain', () => {
    fc.assert(
      fc.property(aLocal, fc.oneof(aSlip, fc.domain()), (local, domain) => {
        const suggestion = suggestEmail(`${local}@${domain}`);
        if (suggestion === null) return;
        const at = suggestion.lastIndexOf('@');
        expect(suggestion.slice(0, at)).toBe(local);
        expect(KNOWN_EMAIL_DOMAINS).toContain(suggestion.slice(at + 1));
        expect(suggestion).not.toBe(`${local}@${domain}`);
      }),
      RUNS,
    );
  });

  it('suggests a known domain for any one slip of the finger on a domain outside the list', () => {
    fc.assert(
      fc.property(aLocal, aKnown, fc.nat(), (local, domain, at) => {
        const i = at % domain.length;
        const typed = domain.slice(0, i) + domain.slice(i + 1);
        fc.pre(!KNOWN_EMAIL_DOMAINS.includes(typed) && !['mail.com', 'me.com'].includes(typed));
        const suggestion = suggestEmail(`${local}@${typed}`);
        expect(suggestion).not.toBeNull();
        expect(typingDistance(typed, suggestion!.split('@')[1])).toBe(1);
      }),
      RUNS,
    );
  });

  it('measures a distance that is symmetric and zero only between equal strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        expect(typingDistance(a, b)).toBe(typingDistance(b, a));
        expect(typingDistance(a, b) === 0).toBe(a === b);
      }),
      RUNS,
    );
  });
});
