import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CloseButton } from '../../../web/components/close-button';

describe('CloseButton', () => {
  it('is a plain button named for what it closes, never a submit of the form around it', () => {
    const html = renderToString(<CloseButton label="Cerrar carrito" onClick={() => undefined} />);
    expect(html).toMatch(
      /^<button type="button" aria-label="Cerrar carrito" class="[^"]*\bh-11 w-11\b[^"]*">×<\/button>$/,
    );
  });
});
