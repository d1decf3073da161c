import type { FormEvent, ReactNode } from 'react';
import { useTappable } from '../../lib/use-hydrated';

/** The form's own message: an error (read out at once) or a confirmation. */
export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return tone === 'error' ? (
    <div role="alert" className="rounded-lg border border-brand/50 bg-red-50 p-3 text-sm font-medium text-ink">
      {children}
    </div>
  ) : (
    <div role="status" className="rounded-lg border border-ok/50 bg-green-50 p-3 text-sm font-medium text-ink">
      {children}
    </div>
  );
}

/** The form's main button (enabled once the page's JavaScript runs); says what is happening while the form is being sent. */
export function SubmitButton({
  busy,
  children,
  busyText = 'Enviando…',
}: {
  busy: boolean;
  children: ReactNode;
  busyText?: string;
}) {
  const tappable = useTappable();
  return (
    <button
      type="submit"
      disabled={busy || !tappable}
      aria-busy={busy}
      className={`inline-flex h-12 w-full items-center justify-center rounded-full px-6 font-bold text-white sm:w-auto ${
        busy ? 'cursor-wait bg-gray-600' : 'bg-brand hover:bg-brand-dark'
      }`}
    >
      {busy ? busyText : children}
    </button>
  );
}

/** A form the page's script sends (its button waits for the script): the browser's own checks are off, as the store's
 * messages say more and land by each field; the form's error stands above the fields, then its confirmation, if any. */
export function ScriptForm({
  onSubmit,
  alert,
  done = null,
  heading,
  className = 'space-y-4',
  children,
}: {
  /** Sends the form; never rejects (useForm's submit shows every failure). */
  readonly onSubmit: (e: FormEvent<HTMLFormElement>) => Promise<void>;
  readonly alert: string | null;
  readonly done?: string | null;
  /** A title inside the form, above its messages. */
  readonly heading?: ReactNode;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <form method="post" noValidate onSubmit={(e) => void onSubmit(e)} className={className}>
      {heading}
      {alert && <FormAlert tone="error">{alert}</FormAlert>}
      {done && <FormAlert tone="success">{done}</FormAlert>}
      {children}
    </form>
  );
}
