import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { AsJson } from '../../../contract/endpoint';
import type { Return } from '../../../core/returns/return';
import { RETURN_REASON_LABELS } from '../../../core/returns/return-reasons';
import type { ReturnState } from '../../../core/returns/return-state';
import { returnsApi } from '../api';
import { FormError, StateFilter } from '../controls';
import { bogotaDay, calendarDay, dayKey } from '../dates';
import { ConsolePage } from '../layout';
import { useOrderNews } from '../live';
import { RETURN_STATE_NAMES, returnSize } from '../return-labels';
import { returnRefusalText } from '../return-refusals';

const FILTERS: readonly { readonly state: ReturnState | null; readonly label: string }[] = [
  { state: null, label: 'Todas' },
  { state: 'requested', label: 'Por responder' },
  { state: 'approved', label: 'Aprobadas' },
  { state: 'received', label: 'Recibidas' },
  { state: 'refunded', label: 'Reembolsadas' },
  { state: 'rejected', label: 'Rechazadas' },
];

/** When a requested return must be answered, said as urgent as it is; for the others, the date it had. */
export const answerByText = (r: Pick<AsJson<Return>, 'state' | 'answerBy'>, today: string): string => {
  const due = dayKey(r.answerBy);
  const day = calendarDay(r.answerBy);
  if (r.state !== 'requested') return `Respuesta hasta el ${day}`;
  if (due < today) return `Vencida: debía responderse hasta el ${day}`;
  if (due === today) return `Responder hoy (${day})`;
  return `Responder antes del ${day}`;
};

/** One return in the list: a requested one, which waits for an answer, stands out. */
export function ReturnRow({ r, today }: { r: AsJson<Return>; today: string }) {
  const waiting = r.state === 'requested';
  return (
    <li className={waiting ? 'border-l-4 border-brand bg-white' : 'bg-white'}>
      <Link href={`/devoluciones/${r.number}/`} className="flex flex-wrap gap-x-3 gap-y-1 p-3">
        <strong>{r.number}</strong>
        <span className={waiting ? 'rounded bg-brand-dark px-2 text-sm font-semibold text-white' : ''}>
          {RETURN_STATE_NAMES.get(r.state)}
        </span>
        <span>{RETURN_REASON_LABELS.get(r.reason)}</span>
        <span className="tabular-nums">{returnSize(r)}</span>
        <span className="w-full text-sm text-muted">
          Pedido {r.orderNumber} ·{' '}
          <span className={waiting ? 'font-semibold text-ink' : ''}>{answerByText(r, today)}</span>
        </span>
      </Link>
    </li>
  );
}

/** The returns, newest first, of one state or all; they change by themselves when a return moves. */
export function ReturnsPage() {
  const [state, setState] = useState<ReturnState | null>(null);
  const [returns, setReturns] = useState<AsJson<readonly Return[]>>([]);
  const [error, setError] = useState<string | null>(null);
  const reload = () =>
    void returnsApi
      .listReturns(state ? { states: state } : {})
      .then((r) => (r.ok ? (setReturns(r.value), setError(null)) : setError(returnRefusalText(r.error))));
  useEffect(reload, [state]);
  useOrderNews(reload);
  const today = bogotaDay();
  return (
    <ConsolePage title="Devoluciones">
      <FormError message={error} />
      <StateFilter label="Estado de las devoluciones" choices={FILTERS} current={state} choose={setState} />
      {returns.length === 0 ? (
        <p className="text-muted">No hay devoluciones en esta lista.</p>
      ) : (
        <ul aria-label="Devoluciones" className="flex flex-col divide-y divide-line rounded-md">
          {returns.map((r) => (
            <ReturnRow key={r.number} r={r} today={today} />
          ))}
        </ul>
      )}
    </ConsolePage>
  );
}
