import { describe, expect, it } from 'vitest';
import { BEFORE_ISSUE_38, beforeOf } from './before-issue-38';

describe('the figures before issue 38', () => {
  it("shows each of the issue's three runs per page and its failing accessibility audit", () => {
    expect(BEFORE_ISSUE_38).toContain(
      '| home | 100 / 100 / 84 | 33 ms / 60 ms / 632 ms | 1.20 s / 1.21 s / 1.54 s | 100 |',
    );
    expect(BEFORE_ISSUE_38).toContain('| category | 92 / 97 / 98 |');
    expect(BEFORE_ISSUE_38).toContain('98 (heading-order)');
    expect(BEFORE_ISSUE_38).toContain('CPU slowdown 4×');
  });

  it("shows results.md's medians then, at 6×, and the INP runs", () => {
    expect(BEFORE_ISSUE_38).toContain(
      '| product | 100 | 1.15 s | 1.21 s | 27 ms | 0.000 | 113.8 KiB | 4.1 KiB | 120.0 KiB / 120.0 KiB |',
    );
    expect(BEFORE_ISSUE_38).toContain('| typing in search (home) | 72 ms | 72 / 48 / 72 / 56 / 72 |');
  });

  it('names the worst of the issue runs for the goals judged on the worst run, and nothing for an unknown page', () => {
    expect(beforeOf('product', 'score worst')).toBe('90 (4×)');
    expect(beforeOf('product', 'tbt worst')).toBe('314 ms (4×)');
    expect(beforeOf('category', 'lcp worst')).toBe('1.34 s (4×)');
    expect(beforeOf('checkout', 'js')).toBe('');
  });
});
