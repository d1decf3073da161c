import { useEffect, useRef, useState, type FormEvent } from 'react';
import { RETURN_FIELDS as F, returnEndpoints } from '../../../contract/returns';
import type { ReturnFormView, ReturnView } from '../../../contract/returns';
import { RETURN_REASON_LABELS, REVERSAL_CAUSE_LABELS, REVERSAL_CAUSES } from '../../../core/returns/return-reasons';
import type { ReturnReason } from '../../../core/returns/return-reasons';
import { SelectField, TextField } from '../../components/forms/fields';
import { FormAlert } from '../../components/forms/form-parts';
import { askWithForm } from '../../lib/http-api';
import { useHydrated } from '../../lib/use-hydrated';
import { BankAccountFields, EMPTY_ACCOUNT, type AccountValues } from './return-bank-fields';
import { LostParcelLines, ReturnLineFields } from './return-line-fields';

/** The reasons the form offers: an exchange (`cambio`) only when some line has a variant to exchange it for. */
const reasonsFor = (form: ReturnFormView): readonly ReturnReason[] => [
  ...(form.retractoUntilText ? (['retracto'] as const) : []),
  ...(form.reversal ? (['reversion'] as const) : []),
  'defectuoso',
  'error-despacho',
  ...(form.lines.some((l) => l.returnable > 0 && l.exchanges.length > 0) ? (['cambio'] as const) : []),
  'otro',
];

const CAUSES = REVERSAL_CAUSES.map((c) => ({ value: c, label: REVERSAL_CAUSE_LABELS.get(c) ?? c }));
/** The causes whose day the buyer says: the day they learned of a fraud or of a purchase they did not make. */
const DECLARED = new Set(['fraude', 'no-solicitada']);

/** How the money can go back for this order. */
const destinationsOf = (form: ReturnFormView) => [
  ...(form.byTransfer
    ? [{ value: 'bank-transfer', label: 'Transferencia a mi cuenta bancaria' }]
    : [{ value: 'original', label: 'Al medio con el que pagué' }]),
  ...(form.giftCredit ? [{ value: 'gift-credit', label: 'Saldo de regalo en mi cuenta de Fornido' }] : []),
];

export type ReturnFormProps = {
  readonly number: string;
  readonly signature: string | null;
  readonly form: ReturnFormView;
  /** A return was asked: the page reads the order again. */
  readonly onAsked: (asked: ReturnView) => void;
};

/**
 * The return form of an order's page: which units of which line, why (and for a reversal its cause and, for a fraud or
 * a purchase not made, the day they learned), their words, pictures, and how they want the money (a bank account where the store refunds by
 * transfer). A plain multipart
 * form the browser posts itself without JavaScript (the page comes back saying how it went); with it, sent in place,
 * keeping everything typed on a refusal. Parts that only apply to some answers show once the page's code runs.
 */
export function ReturnForm({ number, signature, form, onAsked }: ReturnFormProps) {
  const hydrated = useHydrated();
  const destinations = destinationsOf(form);
  const [reason, setReason] = useState('');
  const [cause, setCause] = useState('');
  const [learnedOn, setLearnedOn] = useState('');
  const [words, setWords] = useState('');
  const [refundTo, setRefundTo] = useState(destinations.length === 1 ? destinations[0].value : '');
  const [account, setAccount] = useState<AccountValues>(EMPTY_ACCOUNT);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const endpoint = returnEndpoints.askReturn;
  const alert = useRef<HTMLDivElement>(null);
  // The refusal stands above the fields, far from the button just pressed: brought into view.
  useEffect(() => {
    if (refusal) alert.current?.scrollIntoView({ block: 'center' });
  }, [refusal]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setBusy(true);
    setRefusal(null);
    const asked = await askWithForm(endpoint, { number }, new FormData(e.currentTarget));
    setBusy(false);
    if (asked.ok) onAsked(asked.value);
    else setRefusal(asked.error.message);
  };
  const lost = form.lostParcel !== null;
  const showCause = !lost && (!hydrated || reason === 'reversion');
  // A cambio gives no money back: once the page's code runs, it asks no destination.
  const showRefund = !hydrated || reason !== 'cambio';
  const showDay = !lost && (!hydrated || (reason === 'reversion' && DECLARED.has(cause)));
  return (
    <form
      method="post"
      // The signature rides in the address too: a body refused before it is read (too large) still leads back to the page.
      action={`${endpoint.path.replace(':number', encodeURIComponent(number))}${signature ? `?firma=${encodeURIComponent(signature)}` : ''}`}
      encType="multipart/form-data"
      onSubmit={(e) => void submit(e)}
      className="mt-3 space-y-4"
      aria-label="Pedir una devolución"
    >
      {signature && <input type="hidden" name={F.signature} value={signature} />}
      <div ref={alert} className="empty:hidden">
        {refusal && <FormAlert tone="error">{refusal}</FormAlert>}
      </div>
      {lost ? (
        <LostParcelLines lines={form.lines} />
      ) : (
        <>
          <ReturnLineFields lines={form.lines} reason={reason} hydrated={hydrated} />
          <SelectField
            name={F.reason}
            idPrefix="devolucion"
            label="Motivo"
            prompt="Elige el motivo"
            options={reasonsFor(form).map((r) => ({ value: r, label: RETURN_REASON_LABELS.get(r) ?? r }))}
            value={reason}
            onChange={setReason}
            required
          />
        </>
      )}
      {showCause && (
        <SelectField
          name={F.reversalCause}
          idPrefix="devolucion"
          label="Causa de la reversión"
          hint={hydrated ? undefined : 'Solo si pides la reversión del pago.'}
          prompt="Elige la causa"
          options={CAUSES}
          value={cause}
          onChange={setCause}
        />
      )}
      {showDay && (
        <TextField
          name={F.learnedOn}
          idPrefix="devolucion"
          label="Día en que te enteraste"
          hint="Para un fraude o una compra que no hiciste."
          type="date"
          autoComplete="off"
          required={false}
          value={learnedOn}
          onChange={setLearnedOn}
        />
      )}
      <div>
        <label htmlFor="devolucion-words" className="block font-semibold">
          Cuéntanos qué pasó
        </label>
        <p id="devolucion-words-ayuda" className="mt-1 text-sm text-muted">
          Para «Otro motivo», al menos 10 caracteres.
        </p>
        <textarea
          id="devolucion-words"
          name={F.words}
          rows={4}
          maxLength={2000}
          value={words}
          onChange={(e) => setWords(e.target.value)}
          aria-describedby="devolucion-words-ayuda"
          className="mt-1 block w-full rounded-lg border border-gray-500 bg-white p-3 text-base text-ink focus:border-brand"
        />
      </div>
      <div>
        <label htmlFor="devolucion-pictures" className="block font-semibold">
          Fotos <span className="font-normal text-muted">(opcional)</span>
        </label>
        <p id="devolucion-pictures-ayuda" className="mt-1 text-sm text-muted">
          Hasta 3 fotos JPEG, PNG o WebP de máximo 5 MB cada una.
        </p>
        <input
          id="devolucion-pictures"
          name={F.pictures}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          aria-describedby="devolucion-pictures-ayuda"
          className="mt-1 block w-full text-sm"
        />
      </div>
      {showRefund && (
        <SelectField
          name={F.refundTo}
          idPrefix="devolucion"
          label="¿Cómo quieres recibir el dinero?"
          hint={
            !hydrated && reasonsFor(form).includes('cambio')
              ? 'No hace falta para un cambio por otra presentación.'
              : undefined
          }
          prompt={destinations.length > 1 ? 'Elige cómo' : undefined}
          options={destinations}
          value={refundTo}
          onChange={setRefundTo}
          required={hydrated || lost}
        />
      )}
      {showRefund && form.byTransfer && (!hydrated || refundTo === 'bank-transfer') && (
        <BankAccountFields values={account} onChange={setAccount} hinted={!hydrated} />
      )}
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className={`inline-flex h-12 w-full items-center justify-center rounded-full px-6 font-bold text-white sm:w-auto ${
          busy ? 'cursor-wait bg-gray-600' : 'bg-brand hover:bg-brand-dark'
        }`}
      >
        {busy ? 'Enviando…' : lost ? 'Pedir la reversión del pago' : 'Enviar solicitud de devolución'}
      </button>
    </form>
  );
}
