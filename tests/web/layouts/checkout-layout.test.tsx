import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { CheckoutLayout } from '../../../web/layouts/checkout-layout';

const render = (step: number, order: { number: string; state: string } | null = null) =>
  renderToString(
    <Router ssrPath="/checkout/">
      <CheckoutLayout step={step} order={order}>
        <p>contenido</p>
      </CheckoutLayout>
    </Router>,
  );
/** Each step's label as read (its hidden "(hecho)" included) and its mark. */
const steps = (html: string) =>
  [...html.matchAll(/<li[^>]*data-paso="([^"]+)"[^>]*>(.*?)<\/li>/g)].map(
    (m) => `${m[2].replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '')}: ${m[1]}`,
  );

describe('CheckoutLayout', () => {
  const html = render(2);

  it('shows the five steps in order, the ones before done and the current one marked', () => {
    expect(steps(html)).toEqual([
      'Carrito (hecho): hecho',
      'Datos (hecho): hecho',
      'Envío: actual',
      'Pago: por-hacer',
      'Confirmación: por-hacer',
    ]);
    expect(html).toMatch(/aria-current="step"[^>]*>Envío</);
  });

  it('has no navigation that leads away except the logo back to the store', () => {
    expect([...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual(['/']);
    expect(html).toContain('<p>contenido</p>');
  });

  it('keeps "Pago" pending and "Confirmación" not done while the placed order waits for its payment', () => {
    const waiting = render(4, { number: 'FO-2026-000042', state: 'pending_payment' });
    expect(steps(waiting).slice(3)).toEqual(['Pago pendiente: pendiente', 'Confirmación: por-hacer']);
    expect(waiting).toMatch(/aria-current="step"[^>]*>Pago pendiente</);
  });

  it('marks "Confirmación" done once the order is paid, or confirmed for cash on delivery', () => {
    for (const state of ['paid', 'confirmed']) {
      const done = render(4, { number: 'FO-2026-000042', state });
      expect(steps(done).slice(3)).toEqual(['Pago (hecho): hecho', 'Confirmación (hecho): hecho']);
      expect(done).toMatch(/aria-current="step"[^>]*>Confirmación</);
    }
  });
});
