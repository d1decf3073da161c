import { useRef, useState } from 'react';
import { useHydrated } from '../lib/use-hydrated';

/** The message a shopper sends with their link (WhatsApp, the share sheet). */
export const shareMessage = (link: string) =>
  `Te recomiendo Fornido: suplementos originales con envío a toda Colombia. Compra con mi enlace: ${link}`;

/** WhatsApp's share address: the message with the link, for WhatsApp to ask which chat. */
export const whatsAppShareUrl = (link: string) => `https://wa.me/?text=${encodeURIComponent(shareMessage(link))}`;

const button =
  'inline-flex h-12 shrink-0 items-center justify-center rounded-full px-6 font-bold disabled:cursor-not-allowed disabled:opacity-60';

/** A shopper's referral link in a read-only field, with "Copiar enlace" (the Clipboard API; when it is refused the
 * link is selected for the shopper to copy), "Compartir por WhatsApp" (a plain link) and, where the browser has one,
 * its share sheet. The account page and /sistema-referidos/ show the link with this one component. */
export function ReferralShare({ link }: { link: string }) {
  const [status, setStatus] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const canShare = hydrated && typeof navigator.share === 'function';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setStatus('¡Copiado! Pégalo en un chat, un correo o tus redes.');
    } catch {
      input.current?.focus();
      input.current?.select();
      setStatus('No pudimos copiarlo solos: el enlace quedó seleccionado, cópialo desde tu teclado o menú.');
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: 'Fornido', text: shareMessage(link), url: link });
    } catch {
      // The shopper closed the share sheet: nothing to say.
    }
  };
  return (
    <div>
      <label htmlFor="enlace-referido" className="block font-semibold">
        Tu enlace de referido
      </label>
      <input
        ref={input}
        id="enlace-referido"
        readOnly
        value={link}
        onFocus={(e) => e.currentTarget.select()}
        className="mt-1 h-12 w-full min-w-0 rounded-lg border border-gray-500 bg-surface px-3 text-base"
      />
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => void copy()}
          disabled={!hydrated}
          className={`${button} bg-ink text-white hover:bg-brand-dark`}
        >
          Copiar enlace
        </button>
        <a
          href={whatsAppShareUrl(link)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${button} border-2 border-ink hover:border-brand hover:text-brand`}
        >
          Compartir por WhatsApp
        </a>
        {canShare && (
          <button
            type="button"
            onClick={() => void share()}
            className={`${button} border-2 border-ink hover:border-brand hover:text-brand`}
          >
            Compartir…
          </button>
        )}
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm font-semibold text-ok">
        {status}
      </p>
    </div>
  );
}
