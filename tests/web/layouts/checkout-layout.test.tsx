import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { CheckoutLayout } from '../../../web/layouts/checkout-layout';

describe('CheckoutLayout', () => {
  const html = renderToString(
    <Router ssrPath="/checkout/">
      <CheckoutLayout step={2}>
        <p>contenido</p>
      </CheckoutLayout>
    </Router>,
  );

  it('shows the five steps in order and marks the current one', () => {
    const steps = [...html.matchAll(/<li[^>]*>([^<]+)<\/li>/g)].map((m) => m[1]);
    expect(steps).toEqual(['Carrito', 'Datos', 'Envío', 'Pago', 'Confirmación']);
    expect(html).toMatch(/aria-current="step"[^>]*>Envío</);
  });

  it('has no navigation that leads away except the logo back to the store', () => {
    expect([...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual(['/']);
    expect(html).toContain('<p>contenido</p>');
  });
});
