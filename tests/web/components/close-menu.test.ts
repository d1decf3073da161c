import type { KeyboardEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { closeMenuOnEscape } from '../../../web/components/close-menu';

/** A details menu, open or not, whose summary notes when it takes the focus. */
const menuOf = (open: boolean) => {
  const summary = { focused: false, focus: () => (summary.focused = true) };
  const menu = {
    open,
    removeAttribute: (name: string) => name === 'open' && (menu.open = false),
    querySelector: (selector: string) => (selector === 'summary' ? summary : null),
  };
  return { menu, summary };
};

const press = (key: string, menu: ReturnType<typeof menuOf>['menu']) =>
  closeMenuOnEscape({ key, currentTarget: menu } as unknown as KeyboardEvent<HTMLDetailsElement>);

describe('closeMenuOnEscape', () => {
  it('closes an open menu on Escape and gives the focus back to its button', () => {
    const { menu, summary } = menuOf(true);
    press('Escape', menu);
    expect(menu.open).toBe(false);
    expect(summary.focused).toBe(true);
  });

  it('does nothing for other keys, nor for a closed menu', () => {
    const open = menuOf(true);
    press('Tab', open.menu);
    expect(open.menu.open).toBe(true);
    expect(open.summary.focused).toBe(false);
    const closed = menuOf(false);
    press('Escape', closed.menu);
    expect(closed.summary.focused).toBe(false);
  });
});
