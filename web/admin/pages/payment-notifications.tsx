import { useState } from 'react';
import type { AsJson } from '../../../contract/endpoint';
import type { NotificationRow } from '../../../core/checkout/console-payments';
import { paymentsApi } from '../api';
import { Button, FormError } from '../controls';
import { shortDate } from '../dates';
import { FATE_LABELS, VERDICT_LABELS } from '../payment-labels';
import { notificationResultText } from '../payment-results';
import { useSession } from '../session';

/** The providers' newest notifications with their verdicts and what the store made of them; one kept whole may be
 * handled again (replayed) by roles that reconcile. */
export function PaymentNotifications({
  rows,
  onChange,
}: {
  rows: AsJson<readonly NotificationRow[]>;
  onChange: () => void;
}) {
  const { can } = useSession();
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const replay = async (id: number) => {
    const done = await paymentsApi.replayNotification({ id });
    setSaid(
      done.ok
        ? {
            ok: true,
            text: `Notificación ${id} repetida (${VERDICT_LABELS.get(done.value.verdict)?.toLowerCase()}): ${FATE_LABELS.get(done.value.fate)}. Resultado: ${notificationResultText(done.value.result)}.`,
          }
        : { ok: false, text: done.error.message },
    );
    onChange();
  };
  return (
    <section aria-labelledby="notificaciones" className="flex flex-col gap-3 rounded-md bg-white p-4">
      <h2 id="notificaciones" className="text-lg font-bold">
        Notificaciones de los proveedores
      </h2>
      {said?.ok && (
        <p role="status" className="text-ok">
          {said.text}
        </p>
      )}
      <FormError message={said && !said.ok ? said.text : null} />
      {rows.length === 0 ? (
        <p className="text-muted">Todavía no ha llegado ninguna.</p>
      ) : (
        <ul aria-label="Notificaciones recibidas" className="flex flex-col divide-y divide-line">
          {rows.map((n) => (
            <li key={n.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <strong>N.º {n.id}</strong>
              <span>{n.provider}</span>
              <span className={n.verdict === 'invalid' ? 'font-semibold text-brand-dark' : ''}>
                {VERDICT_LABELS.get(n.verdict)}
              </span>
              <span className="text-sm text-muted">{shortDate(n.receivedAt)}</span>
              <span className="w-full text-sm">
                {n.reference ? `Referencia ${n.reference} · ` : ''}
                {n.kept === 'whole' ? 'guardada completa' : 'solo su resumen'} ({n.bytes} bytes)
              </span>
              <span className="w-full text-sm break-words">
                {n.result ? `Resultado: ${notificationResultText(n.result)}` : 'Sin procesar'}
              </span>
              {can('payments.reconcile') && n.kept === 'whole' && (
                <Button kind="quiet" onClick={() => void replay(n.id)} aria-label={`Repetir la notificación ${n.id}`}>
                  Repetir
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
