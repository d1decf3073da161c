import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { unhandled } from '../../contract/errors';
import { stockAlertEndpoints } from '../../contract/stock-alerts';
import { showFirstProblem } from '../lib/forms/show-problem';
import { httpAsk } from '../lib/http-api';
import { accountStore } from '../state/account';
import { EmailField } from './forms/email-field';
import { island } from '../lib/island';

const ID_PREFIX = 'avisame';

const stockAlerts = httpAsk(stockAlertEndpoints);

/** Brings the form's e-mail field (its heading once answered) to the middle of the screen, clear of any bar at the
 * bottom, and puts the focus there: the buy bar's "Avísame cuando llegue" always leads somewhere. */
export const focusStockAlert = (): void => {
  const target = document.getElementById(`${ID_PREFIX}-email`) ?? document.getElementById(ID_PREFIX);
  target?.scrollIntoView({ block: 'center' });
  target?.focus({ preventScroll: true });
};

type Sent =
  { readonly state: 'idle' } | { readonly state: 'sending' } | { readonly state: 'done'; readonly message: string };

/**
 * "Avísame cuando llegue" under a sold-out variant: the shopper leaves an address (theirs when signed in) and gets one
 * mail when it is back. The confirmation replaces the form, focused and announced to screen readers.
 */
function StockAlert({ sku }: { sku: string }) {
  const { account } = useSnapshot(accountStore);
  const [email, setEmail] = useState<string | null>(null);
  const [sent, setSent] = useState<Sent>({ state: 'idle' });
  const [errors, setErrors] = useState<{ email?: string; form?: string }>({});
  const confirmation = useRef<HTMLParagraphElement>(null);
  const value = email ?? account?.email ?? '';
  // The button pressed goes with the form: the focus moves to the confirmation, which a screen reader then reads (a
  // status shown with its text is not always announced), and the section holds one status at a time, the e-mail
  // field's before, this one after.
  useEffect(() => {
    if (sent.state === 'done') confirmation.current?.focus({ preventScroll: true });
  }, [sent.state]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sent.state === 'sending') return;
    const form = e.currentTarget;
    const refuse = (shown: { email?: string; form?: string }) => {
      setErrors(shown);
      showFirstProblem(form);
    };
    if (value.trim() === '') return refuse({ email: 'Escribe tu correo electrónico.' });
    setSent({ state: 'sending' });
    const result = await stockAlerts.stockAlert({ sku, email: value });
    if (result.ok) {
      setErrors({});
      return setSent({ state: 'done', message: result.value.message });
    }
    setSent({ state: 'idle' });
    const failure = result.error;
    switch (failure.kind) {
      case 'invalid-input':
        return refuse({ email: failure.fields.email ?? failure.message });
      case 'rate-limited':
      case 'variant-not-found':
      case 'in-stock':
      case 'bad-request':
      case 'not-found':
      case 'csrf':
      case 'internal':
      case 'network':
        return refuse({ form: failure.message });
      default:
        return refuse({ form: unhandled(failure, 'No pudimos guardar tu solicitud. Inténtalo de nuevo.') });
    }
  };

  return (
    <section aria-labelledby={ID_PREFIX} className="mt-5 rounded-xl border border-line p-4">
      <h2 id={ID_PREFIX} tabIndex={-1} className="font-bold">
        Avísame cuando llegue
      </h2>
      {sent.state === 'done' ? (
        <p role="status" ref={confirmation} tabIndex={-1} className="mt-2 font-semibold text-ok outline-none">
          {sent.message}
        </p>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate className="mt-2 space-y-3">
          <p className="text-sm text-muted">Te escribimos una sola vez, apenas vuelva a estar disponible.</p>
          <EmailField
            idPrefix={ID_PREFIX}
            label="Tu correo electrónico"
            value={value}
            onChange={setEmail}
            error={errors.email}
          />
          {errors.form && (
            <p role="alert" className="text-sm font-semibold text-brand-dark">
              {errors.form}
            </p>
          )}
          <button
            type="submit"
            aria-busy={sent.state === 'sending'}
            className="inline-flex h-12 items-center justify-center rounded-full border-2 border-brand px-6 font-bold text-brand hover:bg-brand hover:text-white"
          >
            {sent.state === 'sending' ? 'Guardando…' : 'Avísame'}
          </button>
        </form>
      )}
    </section>
  );
}

/** "Avísame cuando llegue", an island. */
export const StockAlertForm = island('stock-alert', StockAlert);
