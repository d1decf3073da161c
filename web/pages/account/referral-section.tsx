import { useRef, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { Section } from './section';

/** The shopper's referral code and link, with a button that copies the link. */
export function ReferralSection({ code }: { code: string }) {
  const [copied, setCopied] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  // The link names this site's address, known in the browser only: the server (and hydration) render the path.
  const origin = hydrated ? window.location.origin : '';
  const link = `${origin}/?ref=${encodeURIComponent(code)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('Enlace copiado. Compártelo por WhatsApp, correo o redes.');
    } catch {
      input.current?.select();
      setCopied('No pudimos copiarlo solos: el enlace quedó seleccionado, cópialo desde tu teclado o menú.');
    }
  };
  return (
    <Section id="referidos" title="Invita a tus amigos">
      <p>Comparte tu enlace: quien cree su cuenta o compre con él queda como tu referido.</p>
      <p className="mt-3">
        Tu código: <strong className="font-mono text-lg tracking-wider">{code}</strong>
      </p>
      <label htmlFor="enlace-referido" className="mt-3 block font-semibold">
        Tu enlace
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          id="enlace-referido"
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
          className="h-12 min-w-0 flex-1 rounded-lg border border-gray-500 bg-surface px-3 text-base"
        />
        <button
          type="button"
          onClick={() => void copy()}
          disabled={!hydrated}
          className="h-12 shrink-0 rounded-full bg-ink px-6 font-bold text-white hover:bg-brand-dark"
        >
          Copiar enlace
        </button>
      </div>
      <p role="status" className="mt-2 text-sm font-semibold text-ok">
        {copied}
      </p>
    </Section>
  );
}
