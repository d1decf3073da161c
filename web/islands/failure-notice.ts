import { ABOVE_BARS, liftAboveBars } from '../lib/bottom-bars';

/** What a shopper is told when a tap of theirs could not be answered: the part's code did not arrive (no signal, or a
 * new version of the store replaced it). The browser keeps a failed module for the page's life, so only a new load
 * brings it: the page stays as it is, with what was typed in it, until the shopper chooses to load it again. */
export const PART_FAILED = 'No pudimos cargar esta parte de la página. Revisa tu conexión y vuelve a cargarla.';

const NOTICE_ID = 'aviso-parte-sin-cargar';

const button = (label: string, className: string, onClick: () => void): HTMLButtonElement => {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  b.className = `min-h-11 rounded-full px-4 font-bold ${className}`;
  b.addEventListener('click', onClick);
  return b;
};

/** Says so at the bottom of the screen (above the phone's buy bar), once however many taps failed, with "Recargar" and
 * "Cerrar". Plain DOM: the code that failed may be React's own. */
export const sayPartFailed = (): void => {
  if (document.getElementById(NOTICE_ID)) return;
  const notice = document.createElement('div');
  notice.id = NOTICE_ID;
  notice.setAttribute('role', 'alert');
  notice.setAttribute(ABOVE_BARS, '');
  liftAboveBars(notice);
  notice.className =
    'fixed inset-x-4 bottom-[calc(1rem+var(--bottom-bars,0px))] z-50 mx-auto max-w-md rounded-xl bg-ink p-4 text-sm text-white shadow-lg';
  const text = document.createElement('p');
  text.textContent = PART_FAILED;
  const actions = document.createElement('p');
  actions.className = 'mt-3 flex justify-end gap-2';
  actions.append(
    button('Cerrar', 'text-white', () => notice.remove()),
    button('Recargar', 'bg-white text-ink', () => location.reload()),
  );
  notice.append(text, actions);
  document.body.append(notice);
};
