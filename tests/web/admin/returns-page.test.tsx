import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { pesos } from '../../../core/shared/money';
import { answerByText, ReturnRow } from '../../../web/admin/pages/returns-page';
import { aConsoleReturn } from '../support/console-return';

const row = (r = aConsoleReturn(), today = '2026-11-29') =>
  renderToString(
    <Router base="/admin" ssrPath="/admin/devoluciones/">
      <ul>
        <ReturnRow r={r} today={today} />
      </ul>
    </Router>,
  ).replaceAll('<!-- -->', '');

describe('the list of returns', () => {
  it('shows each return with its number, order, reason, units, state in Spanish and answer-by date, linked to its page', () => {
    const html = row();
    expect(html).toContain('href="/admin/devoluciones/FO-2026-000042-D1/"');
    expect(html).toContain('FO-2026-000042-D1');
    expect(html).toContain('Pedido FO-2026-000042');
    expect(html).toContain('Derecho de retracto');
    expect(html).toContain('2 unidades');
    expect(html).toContain('Solicitada');
    expect(html).toContain('Responder antes del 11 de dic de 2026');
  });

  it('says a goodwill refund by its amount', () => {
    const html = row(aConsoleReturn({ lines: [], goodwill: pesos(50_000), reason: 'otro', state: 'refunded' }));
    expect(html).toContain('$ 50.000 (cortesía)');
    expect(html).toContain('Reembolsada');
    expect(html).toContain('Otro motivo');
  });

  it('makes a return waiting for an answer stand out, and not one already answered', () => {
    expect(row()).toMatch(/<li class="[^"]*border-brand/);
    expect(row(aConsoleReturn({ state: 'approved' }))).not.toMatch(/<li class="[^"]*border-brand/);
  });

  it('says how urgent the answer is: overdue, due today, or the day it is due', () => {
    const requested = aConsoleReturn();
    expect(answerByText(requested, '2026-12-10')).toBe('Responder antes del 11 de dic de 2026');
    expect(answerByText(requested, '2026-12-11')).toBe('Responder hoy (11 de dic de 2026)');
    expect(answerByText(requested, '2026-12-12')).toBe('Vencida: debía responderse hasta el 11 de dic de 2026');
    // An answered return is not overdue, whatever the day.
    expect(answerByText(aConsoleReturn({ state: 'approved' }), '2027-01-05')).toBe(
      'Respuesta hasta el 11 de dic de 2026',
    );
  });
});
