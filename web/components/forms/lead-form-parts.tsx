import type { RefObject } from 'react';
import { MAX_MESSAGE } from '../../../core/leads/lead-fields';

const link = 'font-semibold text-brand-dark underline hover:text-brand';

/** A labelled text area with its hint and inline error under it, tied to it for screen readers. */
export function TextAreaField(p: {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
  readonly value: string;
  readonly error?: string;
  readonly onChange: (value: string) => void;
}) {
  const described = [p.hint ? `${p.id}-ayuda` : null, p.error ? `${p.id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={p.id} className="block font-semibold">
        {p.label}
      </label>
      <textarea
        id={p.id}
        name={p.name}
        required
        minLength={10}
        maxLength={MAX_MESSAGE}
        rows={6}
        value={p.value}
        onChange={(e) => p.onChange(e.target.value)}
        aria-invalid={p.error ? true : undefined}
        aria-describedby={described || undefined}
        className={`mt-1 block w-full rounded-lg border bg-white p-3 text-base text-ink focus:border-brand ${
          p.error ? 'border-brand-dark' : 'border-gray-500'
        }`}
      />
      {p.hint && (
        <p id={`${p.id}-ayuda`} className="mt-1 text-sm text-muted">
          {p.hint}
        </p>
      )}
      {p.error && (
        <p id={`${p.id}-error`} className="mt-1 text-sm font-semibold text-brand-dark">
          {p.error}
        </p>
      )}
    </div>
  );
}

/** The data-policy consent (Ley 1581 de 2012): required, never ticked in advance, with the policy a tap away. */
export function ConsentField(p: {
  readonly id: string;
  readonly checked: boolean;
  readonly error?: string;
  readonly onChange: (checked: boolean) => void;
  readonly purpose: string;
}) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={p.id}
          name="consent"
          type="checkbox"
          required
          checked={p.checked}
          onChange={(e) => p.onChange(e.target.checked)}
          aria-invalid={p.error ? true : undefined}
          aria-describedby={p.error ? `${p.id}-error` : undefined}
          className="mt-0.5 h-6 w-6 shrink-0 accent-brand"
        />
        <label htmlFor={p.id} className="text-sm leading-6">
          Autorizo a Fornido a tratar mis datos personales para {p.purpose}, según la{' '}
          <a href="/politica-privacidad/" target="_blank" rel="noopener" className={link}>
            política de tratamiento de datos personales<span className="sr-only"> (se abre en otra pestaña)</span>
          </a>{' '}
          (Ley 1581 de 2012).
        </label>
      </div>
      {p.error && (
        <p id={`${p.id}-error`} className="mt-1 text-sm font-semibold text-brand-dark">
          {p.error}
        </p>
      )}
    </div>
  );
}

/** A field no person sees or reaches (off screen, out of the tab order, hidden from screen readers): a script that
 * fills every field fills it too, and the store keeps nothing it sends. */
export function TrapField({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Deja este campo vacío</label>
      <input
        id={id}
        name="recado"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** The confirmation that replaces a sent form: announced, focused, with the way to write again. */
export function SentPanel({
  ref,
  message,
  again,
  againLabel,
  againHref,
}: {
  readonly ref: RefObject<HTMLDivElement | null>;
  readonly message: string | null;
  readonly again: () => void;
  readonly againLabel: string;
  /** The form's own address, for a page without JavaScript. */
  readonly againHref: string;
}) {
  // Only a confirmation is a status: an empty one beside the e-mail field's suggestion would make two while the form
  // is sent. It is announced when it takes the focus (useLeadForm focuses it once shown).
  if (!message) return null;
  return (
    <div role="status" ref={ref} tabIndex={-1} className="outline-none">
      <div className="rounded-xl border border-ok/50 bg-green-50 p-4">
        <p className="font-bold text-ink">¡Gracias!</p>
        <p className="mt-1 text-ink">{message}</p>
        <a
          href={againHref}
          onClick={(e) => {
            e.preventDefault();
            again();
          }}
          className={`mt-3 inline-block ${link}`}
        >
          {againLabel}
        </a>
      </div>
    </div>
  );
}

/** The form's button: unlike the account forms', it works before the page's JavaScript runs (the browser posts). */
export function SendButton({ busy, children }: { busy: boolean; children: string }) {
  return (
    <button
      type="submit"
      aria-busy={busy}
      className={`inline-flex h-12 w-full items-center justify-center rounded-full px-6 font-bold text-white sm:w-auto ${
        busy ? 'cursor-wait bg-gray-600' : 'bg-brand hover:bg-brand-dark'
      }`}
    >
      {busy ? 'Enviando…' : children}
    </button>
  );
}
