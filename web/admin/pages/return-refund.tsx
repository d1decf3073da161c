import { useState, type FormEvent } from 'react';
import type { AsJson } from '../../../contract/endpoint';
import type { Return } from '../../../core/returns/return';
import { storeAtFault } from '../../../core/returns/return-reasons';
import { formatPesos } from '../../../core/shared/format';
import { returnsApi } from '../api';
import { Button, Field, fieldsOf, FormError, SelectField } from '../controls';
import { DESTINATION_NAMES, returnValue } from '../return-labels';
import { Section } from './order-sections';
import { useSending, type Done } from './return-sending';

const MANUAL_WAYS = [
  ['transfer', 'Transferencia bancaria hecha por la tienda'],
  ['recorded', 'Reembolso hecho por el proveedor (Addi, su consola)'],
] as const;

/** How the operator says the money went back, from a form with `ManualRefundFields`: none when no reference was typed
 * (the store then asks the provider's API). */
export const manualRefundOf = (form: HTMLFormElement) => {
  const fields = new Map(Object.entries(fieldsOf(form)));
  const reference = fields.get('reference')?.trim() ?? '';
  const how = fields.get('how') === 'recorded' ? ('recorded' as const) : ('transfer' as const);
  return reference ? { how, reference } : undefined;
};

/** The way and the reference of a refund the operator made outside the store (a transfer, the provider's own refund);
 * only the transfer when the shopper asked for one. `optional`: left empty, the provider's API is asked. */
export function ManualRefundFields({ transferOnly, optional }: { transferOnly: boolean; optional: boolean }) {
  return (
    <>
      {transferOnly ? (
        <input type="hidden" name="how" value="transfer" />
      ) : (
        <SelectField id="reembolso-como" label="Cómo se devolvió el dinero" name="how" options={MANUAL_WAYS} />
      )}
      <Field
        id="reembolso-referencia"
        label={optional ? 'Referencia del reembolso (si ya lo hiciste fuera de la tienda)' : 'Referencia del reembolso'}
        name="reference"
        autoComplete="off"
        maxLength={120}
        required={!optional}
      />
    </>
  );
}

/** What the refund moves, before the operator confirms it. */
function RefundSummary({ r }: { r: AsJson<Return> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="font-semibold">Valor de los productos</dt>
      <dd className="tabular-nums">{formatPesos(returnValue(r))}</dd>
      <dt className="font-semibold">Envío</dt>
      <dd>
        {storeAtFault(r.reason)
          ? 'También se devuelve el envío (y el recargo contraentrega) del pedido, si no se devolvió antes: la falla fue de la tienda.'
          : 'No se devuelve.'}
      </dd>
      <dt className="font-semibold">Destino</dt>
      <dd>{DESTINATION_NAMES.get(r.refundTo)}</dd>
      <dt className="font-semibold">Saldo</dt>
      <dd>La parte del pedido pagada con saldo de regalo vuelve como saldo; el resto, en dinero.</dd>
    </dl>
  );
}

/** Refunds a return: the amounts first, then the operator confirms; through the provider's API when it can, else (the
 * API says so, or the shopper asked a transfer) a transfer or a record with its reference. */
export function RefundForm({ r, done }: { r: AsJson<Return>; done: Done }) {
  const transferOnly = r.refundTo === 'bank-transfer';
  const [mode, setMode] = useState<'ask' | 'confirm' | 'manual'>(transferOnly ? 'manual' : 'ask');
  const { busy, refusal, error, send } = useSending();
  const refund = async (manual: ReturnType<typeof manualRefundOf>) => {
    const refunded = await send(() => returnsApi.refundReturn({ number: r.number, ...(manual ? { manual } : {}) }));
    if (refunded?.ok) done(refunded.value, `Devolución ${r.number} reembolsada.`);
    else if (refunded?.error.kind === 'refund-needs-reference') setMode('manual');
  };
  const record = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void refund(manualRefundOf(event.currentTarget) ?? { how: 'transfer', reference: '' });
  };
  return (
    <Section id="reembolsar" title="Reembolsar">
      <RefundSummary r={r} />
      {mode !== 'manual' || refusal?.kind !== 'refund-needs-reference' ? <FormError message={error} /> : null}
      {mode === 'ask' && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setMode('confirm')}>Reembolsar…</Button>
          {r.refundTo === 'original' && (
            <Button kind="quiet" onClick={() => setMode('manual')}>
              Registrar un reembolso ya hecho…
            </Button>
          )}
        </div>
      )}
      {mode === 'confirm' && (
        <div className="flex flex-wrap gap-2">
          <Button busy={busy} onClick={() => void refund(undefined)}>
            Sí, reembolsar {formatPesos(returnValue(r))}
          </Button>
          <Button kind="quiet" onClick={() => setMode('ask')}>
            No, volver
          </Button>
        </div>
      )}
      {mode === 'manual' && (
        <form onSubmit={record} className="flex flex-col gap-2" noValidate>
          {refusal?.kind === 'refund-needs-reference' && (
            <p role="status" className="text-sm font-semibold">
              {error}
            </p>
          )}
          {transferOnly && <p className="text-sm">El cliente pidió una transferencia: hazla y regístrala aquí.</p>}
          <ManualRefundFields transferOnly={transferOnly} optional={false} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" busy={busy}>
              Registrar reembolso
            </Button>
            {!transferOnly && (
              <Button kind="quiet" onClick={() => setMode('ask')}>
                Volver
              </Button>
            )}
          </div>
        </form>
      )}
    </Section>
  );
}
