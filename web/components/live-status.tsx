import type { LiveState } from '../state/realtime/live-connection';

const CHECKING = 'revisamos el pago cada pocos segundos.';
const RELOAD = 'Recarga la página para ver los últimos cambios.';

/**
 * What the shopper reads about the page's live updates, for each connection state. `polling`: the page asks the
 * server on its own while it cannot hear (a payment waiting for its answer), so the text says so instead of asking
 * for a reload.
 */
export const liveStatusText = (state: LiveState, polling: boolean): string => {
  switch (state) {
    case 'initialized':
      return 'Preparando la conexión en vivo…';
    case 'connecting':
      return 'Conectando en vivo…';
    case 'connected':
      return 'En vivo: verás los cambios al instante.';
    case 'unavailable':
      return `Sin conexión en vivo por ahora: ${polling ? CHECKING : 'seguimos intentando.'}`;
    case 'failed':
      return `No pudimos conectar en vivo${polling ? `: ${CHECKING}` : `. ${RELOAD}`}`;
    case 'disconnected':
      return `Desconectado del modo en vivo${polling ? `: ${CHECKING}` : `. ${RELOAD}`}`;
    default:
      return state satisfies never;
  }
};

const DOT: Readonly<Record<LiveState, string>> = {
  initialized: 'bg-gray-400',
  connecting: 'bg-warn motion-safe:animate-pulse',
  connected: 'bg-ok',
  unavailable: 'bg-warn',
  failed: 'bg-gray-400',
  disconnected: 'bg-gray-400',
};

/** A one-line indicator of the page's live updates: a dot for a glance, the words for what it means. */
export function LiveStatus({ state, polling }: { state: LiveState | null; polling: boolean }) {
  if (state === null) return null;
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted" data-en-vivo={state}>
      <span aria-hidden="true" className={`inline-block size-2.5 shrink-0 rounded-full ${DOT[state]}`} />
      {liveStatusText(state, polling)}
    </p>
  );
}
