import express, { Router } from 'express';
import { formatBogotaDateTime } from '../../core/shared/bogota-time-text';
import { MAX_CLOCK_MOVE_DAYS, type SandboxClock } from '../../adapters/container';
import { sandboxPage } from './sandbox-page';

const CSS =
  `form{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end}label{display:grid;gap:.25rem;font-weight:600}` +
  `input,button{font:inherit;min-height:2.75rem;padding:0 .75rem;border-radius:.5rem;border:1px solid #a1a1aa}` +
  `button{background:#18181b;color:#fff;border-color:#18181b}.error{color:#b91c1c}`;

const aheadText = (days: number) =>
  days === 0 ? 'va a la hora real' : `va ${days} ${days === 1 ? 'día' : 'días'} por delante de la hora real`;

const clockPage = (clock: SandboxClock, error: string | null) =>
  sandboxPage({
    title: 'Reloj de prueba',
    notice:
      'Reloj de prueba: adelanta la hora de esta tienda para ver qué pasa días después (los plazos de una devolución, ' +
      'el vencimiento de un pedido sin pagar, el fin de una sesión). Solo avanza; al reiniciar la tienda vuelve a la hora real.',
    css: CSS,
    body:
      `<h1>Reloj de prueba</h1><p>En la tienda son las <strong>${formatBogotaDateTime(clock.now())}</strong> ` +
      `(hora de Bogotá): ${aheadText(clock.daysAhead())}.</p>` +
      (error ? `<p class="error" role="alert">${error}</p>` : '') +
      `<form method="post" action="/sandbox/reloj/"><label>Días a adelantar` +
      `<input name="dias" type="number" inputmode="numeric" min="1" max="${MAX_CLOCK_MOVE_DAYS}" value="1" required></label>` +
      `<button type="submit">Adelantar el reloj</button></form>`,
  });

/** A whole number of days from the form's `dias` or a JSON `days`, or null. */
const daysOf = (body: unknown): number | null => {
  const raw: unknown =
    body && typeof body === 'object'
      ? (Object.entries(body as Record<string, unknown>).find(([k]) => k === 'dias' || k === 'days')?.[1] ?? null)
      : null;
  const days =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,3}$/.test(raw.trim()) ? Number(raw) : NaN;
  return Number.isInteger(days) && days >= 1 && days <= MAX_CLOCK_MOVE_DAYS ? days : null;
};

const reading = (clock: SandboxClock) => ({ now: clock.now().toISOString(), daysAhead: clock.daysAhead() });

/** `/sandbox/reloj/`: the store's clock, moved forward by a person (the form) or a test (JSON `{"days": n}`, answered
 * with the store's new time; a JSON GET reads it). */
export const clockRouter = (clock: SandboxClock): Router => {
  const r = Router();
  r.get('/', (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (req.accepts(['html', 'json']) === 'json') res.json(reading(clock));
    else res.type('html').send(clockPage(clock, null));
  });
  r.post('/', express.json({ limit: '1kb' }), express.urlencoded({ extended: false, limit: '1kb' }), (req, res) => {
    const days = daysOf(req.body);
    const json = Boolean(req.is('application/json'));
    if (days === null) {
      const message = `Escribe un número entero de días, de 1 a ${MAX_CLOCK_MOVE_DAYS}.`;
      if (json) res.status(400).json({ error: message });
      else res.status(400).set('Cache-Control', 'no-store').type('html').send(clockPage(clock, message));
      return;
    }
    clock.advance(days);
    if (json) res.json(reading(clock));
    else res.redirect(303, '/sandbox/reloj/');
  });
  return r;
};
