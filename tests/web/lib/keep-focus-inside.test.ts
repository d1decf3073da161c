import type { KeyboardEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { keepFocusInside } from '../../../web/lib/keep-focus-inside';

/** A control of a dialog: shown unless `hidden` (a collapsed part has no offsetParent), noting when it takes focus. */
const control = (name: string, hidden = false) => {
  const el = { name, offsetParent: hidden ? null : {}, focused: false, focus: () => (el.focused = true) };
  return el;
};
type Control = ReturnType<typeof control>;

/** A key pressed in a dialog holding `controls` while `active` has the focus; says whether the browser's move was
 * stopped. */
const press = (key: string, controls: Control[], active: Control, shiftKey = false) => {
  const selectors: string[] = [];
  let stopped = false;
  const dialog = {
    ownerDocument: { activeElement: active },
    querySelectorAll: (selector: string) => {
      selectors.push(selector);
      return controls;
    },
  };
  keepFocusInside({
    key,
    shiftKey,
    currentTarget: dialog,
    preventDefault: () => (stopped = true),
  } as unknown as KeyboardEvent<HTMLElement>);
  return { stopped, selectors };
};

describe('keepFocusInside', () => {
  it('Tab on the last control goes back to the first, Shift+Tab on the first goes to the last', () => {
    const [close, link, button] = [control('Cerrar'), control('Ver carrito'), control('Seguir comprando')];
    expect(press('Tab', [close, link, button], button).stopped).toBe(true);
    expect(close.focused).toBe(true);
    expect(press('Tab', [close, link, button], close, true).stopped).toBe(true);
    expect(button.focused).toBe(true);
  });

  it('leaves Tab between the dialog’s own controls, and every other key, to the browser', () => {
    const [close, link, button] = [control('Cerrar'), control('Ver carrito'), control('Seguir comprando')];
    expect(press('Tab', [close, link, button], link).stopped).toBe(false);
    expect(press('Tab', [close, link, button], button, true).stopped).toBe(false);
    expect(press('Escape', [close, link, button], button).stopped).toBe(false);
    expect([close, link, button].some((c) => c.focused)).toBe(false);
  });

  it('skips controls that are not shown: the last visible one wraps to the first', () => {
    const [close, shown, collapsed] = [control('Cerrar'), control('Aplicar'), control('Oculto', true)];
    expect(press('Tab', [close, shown, collapsed], shown).stopped).toBe(true);
    expect(close.focused).toBe(true);
    expect(collapsed.focused).toBe(false);
  });

  it('counts links, enabled form controls and disclosure summaries as the dialog’s controls', () => {
    const { selectors } = press('Tab', [], control('x'));
    for (const kind of [
      'a[href]',
      'button:not([disabled])',
      'input:not([disabled])',
      'select:not([disabled])',
      'summary',
    ])
      expect(selectors[0]).toContain(kind);
  });
});
