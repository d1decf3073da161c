import { describe, expect, it } from 'vitest';
import { inpSection } from './results';

const aResult = (addToCart: number[], filter: number[], medians: [number, number]) => ({
  cpuSlowdown: 6,
  runs: 5,
  figures: [
    {
      interaction: 'add to cart (product page)',
      path: '/p/',
      moment: 'first use' as const,
      inp: medians[0],
      runs: addToCart,
    },
    {
      interaction: 'filter change (category page)',
      path: '/c/',
      moment: 'in use' as const,
      inp: medians[1],
      runs: filter,
    },
  ],
  floor: { inp: 40, runs: [40, 32, 56, 40, 48] },
});

describe("results.md's INP section", () => {
  it("judges each interaction's median of 5 against issue 38's 50 ms, with the figure before it", () => {
    const { goals } = inpSection(aResult([40, 48, 32, 40, 56], [72, 80, 64, 72, 80], [40, 72]));
    expect(goals).toEqual([
      {
        goal: 'INP median ≤ 50 ms: add to cart (product page), as the first use of the page',
        measured: '40 ms',
        verdict: 'met',
        before: '80 ms',
      },
      {
        goal: 'INP median ≤ 50 ms: filter change (category page), once the page is in use',
        measured: '72 ms',
        verdict: 'not met by 22 ms',
        before: '72 ms',
      },
    ]);
  });

  it('shows every run of each interaction beside the runs before issue 38', () => {
    const { markdown } = inpSection(aResult([40, 48, 32, 40, 56], [72, 80, 64, 72, 80], [40, 72]));
    expect(markdown).toContain(
      '| add to cart (product page) | `/p/` | first use | 40 ms | 40, 48, 32, 40, 56 | 80 ms (80, 72, 64, 80, 96) | met |',
    );
    expect(markdown).toContain('median of 5 runs');
  });

  it("gives the browser's own time on a page without any script beside them, every run shown", () => {
    const { markdown } = inpSection(aResult([40, 48, 32, 40, 56], [72, 80, 64, 72, 80], [40, 72]));
    expect(markdown).toMatch(
      /every script taken out, the same way, 6× and median of 5: \*\*40 ms\*\* \(40, 32, 56, 40, 48\)/,
    );
  });
});
