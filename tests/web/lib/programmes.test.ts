import { REFERRALS_PATH } from '../../../contract/page-paths';
import { LEVELS_PATH, RANKING_PATH } from '../../../contract/page-paths';
import { CALCULATOR_PATH } from '../../../contract/page-paths';
import { describe, expect, it } from 'vitest';
import { PROGRAMMES } from '../../../web/lib/programmes';

describe('the programmes offered in the menus, the footer, the home page and the account', () => {
  it('are the calculator, the referrals, the levels and the ranking, each at its page, named once and distinctly', () => {
    expect(PROGRAMMES.map((p) => p.href)).toEqual([CALCULATOR_PATH, REFERRALS_PATH, LEVELS_PATH, RANKING_PATH]);
    expect(new Set(PROGRAMMES.map((p) => p.name)).size).toBe(4);
    for (const p of PROGRAMMES) {
      expect(p.pitch, p.name).toMatch(/^[A-ZÁÉÍÓÚ¿].+[.?]$/);
      expect(p.action.length, p.name).toBeGreaterThan(0);
    }
  });
});
