import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LiveStatus, liveStatusText } from '../../../web/components/live-status';
import type { LiveState } from '../../../web/state/realtime/live-connection';

const STATES: readonly LiveState[] = [
  'initialized',
  'connecting',
  'connected',
  'unavailable',
  'failed',
  'disconnected',
];

describe('the live-updates indicator', () => {
  it('says each of the six connection states in Spanish, differently', () => {
    expect(STATES.map((s) => liveStatusText(s, false))).toEqual([
      'Preparando la conexión en vivo…',
      'Conectando en vivo…',
      'En vivo: verás los cambios al instante.',
      'Sin conexión en vivo por ahora: seguimos intentando.',
      'No pudimos conectar en vivo. Recarga la página para ver los últimos cambios.',
      'Desconectado del modo en vivo. Recarga la página para ver los últimos cambios.',
    ]);
  });

  it('says the page checks the payment itself when it cannot hear and asks the server on its own', () => {
    expect(liveStatusText('unavailable', true)).toBe(
      'Sin conexión en vivo por ahora: revisamos el pago cada pocos segundos.',
    );
    expect(liveStatusText('failed', true)).toBe('No pudimos conectar en vivo: revisamos el pago cada pocos segundos.');
    expect(liveStatusText('disconnected', true)).toBe(
      'Desconectado del modo en vivo: revisamos el pago cada pocos segundos.',
    );
    expect(liveStatusText('connected', true)).toBe(liveStatusText('connected', false));
  });

  it('is a status line whose meaning is in its words, the dot only decoration', () => {
    const html = renderToString(<LiveStatus state="connected" polling={false} />);
    expect(html).toMatch(/^<p role="status"[^>]*data-en-vivo="connected"><span aria-hidden="true" class="[^"]*bg-ok/);
    expect(html).toContain('En vivo: verás los cambios al instante.');
    expect(renderToString(<LiveStatus state={null} polling={false} />)).toBe('');
  });
});
