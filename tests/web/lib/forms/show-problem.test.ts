import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeBetween, scrollToShow, type Span } from '../../../../web/lib/forms/show-problem';

/** The phone the issue was seen on: 844 px tall, the store's sticky header 112 px. */
const PHONE = 844;
const HEADER: Span = { top: 0, bottom: 112 };

const aSpan = (min: number, max: number) =>
  fc
    .tuple(fc.integer({ min, max }), fc.integer({ min: 1, max: 1200 }))
    .map(([top, height]): Span => ({ top, bottom: top + height }));

const aFreePart = fc
  .tuple(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 200 }), fc.integer({ min: 500, max: 1400 }))
  .map(([top, below, height]): Span => ({ top, bottom: height - below }));

describe('how far a refused form scrolls to show its problem', () => {
  it('the choice group drawn 700 px above the button comes down below the header, its legend first', () => {
    // Nequi's "¿Cómo quieres pagar?" at -700 px while the shopper looks at "Confirmar pedido".
    const group = { top: -700, bottom: -420 };
    const free = freeBetween([HEADER], PHONE);
    expect(free).toEqual({ top: 112, bottom: 844 });
    expect(scrollToShow(group, free)).toBe(-700 - 124);
  });

  it('a field the shopper already sees whole is left where it is; one under the header is uncovered', () => {
    const free = freeBetween([HEADER], PHONE);
    expect(scrollToShow({ top: 300, bottom: 380 }, free)).toBe(0);
    expect(scrollToShow({ top: 60, bottom: 140 }, free)).toBe(60 - 124);
  });

  it('a field below the screen comes up just above a bottom bar, no further', () => {
    const free = freeBetween([HEADER, { top: 764, bottom: 844 }], PHONE);
    expect(free).toEqual({ top: 112, bottom: 764 });
    expect(scrollToShow({ top: 900, bottom: 980 }, free)).toBe(980 - 752);
  });

  it('a drawer, an empty bar and a bar away from the edges take no room', () => {
    const drawer = { top: 0, bottom: PHONE };
    const empty = { top: 0, bottom: 0 };
    const middle = { top: 300, bottom: 360 };
    expect(freeBetween([drawer, empty, middle], PHONE)).toEqual({ top: 0, bottom: PHONE });
  });

  it('once scrolled, a block that fits is wholly in the free part; a taller one shows its top', () => {
    fc.assert(
      fc.property(aSpan(-3000, 3000), aFreePart, (block, free) => {
        const by = scrollToShow(block, free);
        const moved = { top: block.top - by, bottom: block.bottom - by };
        if (block.bottom - block.top <= free.bottom - free.top - 24) {
          expect(moved.top).toBeGreaterThanOrEqual(free.top + 12);
          expect(moved.bottom).toBeLessThanOrEqual(free.bottom - 12);
        } else expect(moved.top).toBe(free.top + 12);
      }),
    );
  });

  it('never scrolls when the block is already shown, and never further than the nearest edge needs', () => {
    fc.assert(
      fc.property(aSpan(-3000, 3000), aFreePart, (block, free) => {
        const by = scrollToShow(block, free);
        const shown = block.top >= free.top + 12 && block.bottom <= free.bottom - 12;
        if (shown) expect(by).toBe(0);
        else
          expect(Math.abs(by)).toBeLessThanOrEqual(
            Math.max(Math.abs(block.top - free.top - 12), Math.abs(block.bottom - free.bottom + 12)),
          );
      }),
    );
  });

  it('bars at the edges only ever shrink the free part, which stays inside the window', () => {
    fc.assert(
      fc.property(fc.array(aSpan(-100, 1000), { maxLength: 6 }), (bars) => {
        const free = freeBetween(bars, PHONE);
        expect(free.top).toBeGreaterThanOrEqual(0);
        expect(free.bottom).toBeLessThanOrEqual(PHONE);
        expect(free.top).toBeLessThanOrEqual(PHONE / 3 + 100);
      }),
    );
  });
});
