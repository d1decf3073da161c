import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { AsJson } from '../../../contract/endpoint';
import type { PaymentsOverview } from '../../../core/checkout/console-payments';
import type { ReconcileReport } from '../../../core/checkout/reconcile-payments';
import { PAYMENT_METHOD_TEXT } from '../../../core/payments/methods';
import type { PaymentState } from '../../../core/payments/payment-state';
import { formatPesos } from '../../../core/shared/format';
import { paymentsApi } from '../api';
import { Button, FormError } from '../controls';
import { shortDate } from '../dates';
import { ConsolePage } from '../layout';
import { PAYMENT_STATE_LABELS, PUSH_STATUS_LABELS, waitedFor } from '../payment-labels';
import { useSession } from '../session';
import { disagreementText } from '../payment-results';
import { PaymentNotifications } from './payment-notifications';

const moved = (from: PaymentState, to: PaymentState) =>
  `${PAYMENT_STATE_LABELS.get(from) ?? from} → ${PAYMENT_STATE_LABELS.get(to) ?? to}`;

/** What a reconciliation run found and changed. */
function Reconciled({ report }: { report: ReconcileReport }) {
  const { checked, changed, disagreements, unanswered } = report;
  return (
    <div role="status" className="flex flex-col gap-1 text-sm">
      <p className="font-semibold">
        Se revisaron {checked} intentos abiertos: {changed.length} cambiaron y {disagreements.length} siguen sin
        coincidir con su proveedor.
        {unanswered.length > 0 && ` Se retiraron ${unanswered.length} solicitudes sin respuesta.`}
      </p>
      <ul className="list-disc pl-5">
        {changed.map((s) => (
          <li key={s.attemptId}>
            {s.orderNumber} ({s.provider}): {moved(s.from, s.to)}
          </li>
        ))}
        {disagreements.map((s) => (
          <li key={`d-${s.attemptId}`}>
            {s.orderNumber} ({s.provider}) no coincide: {disagreementText(s.disagreement ?? '')}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The payments an owner or manager watches: open attempts, pushes nobody answered, reconciliation now, and the
 * providers' notifications. */
export function PaymentsPage() {
  const { can } = useSession();
  const [overview, setOverview] = useState<AsJson<PaymentsOverview> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<ReconcileReport | null>(null);
  const [busy, setBusy] = useState(false);
  const reload = () =>
    void paymentsApi.paymentsOverview({}).then((r) => (r.ok ? setOverview(r.value) : setError(r.error.message)));
  useEffect(reload, []);
  const reconcile = async () => {
    setBusy(true);
    const done = await paymentsApi.reconcilePayments({});
    setBusy(false);
    if (done.ok) setReport(done.value);
    setError(done.ok ? null : done.error.message);
    reload();
  };
  return (
    <ConsolePage title="Pagos">
      <FormError message={error} />
      {can('payments.reconcile') && (
        <section aria-labelledby="conciliacion" className="flex flex-col gap-3 rounded-md bg-white p-4">
          <h2 id="conciliacion" className="text-lg font-bold">
            Conciliación
          </h2>
          <p className="text-sm">Pregunta ya a cada proveedor por los intentos abiertos de los últimos 8 días.</p>
          <div>
            <Button busy={busy} onClick={() => void reconcile()}>
              Conciliar ahora
            </Button>
          </div>
          {report && <Reconciled report={report} />}
        </section>
      )}
      {overview && (
        <>
          <section aria-labelledby="abiertos" className="flex flex-col gap-2 rounded-md bg-white p-4">
            <h2 id="abiertos" className="text-lg font-bold">
              Intentos de pago abiertos
            </h2>
            {overview.open.length === 0 ? (
              <p className="text-muted">No hay intentos abiertos.</p>
            ) : (
              <ul aria-label="Intentos abiertos" className="flex flex-col divide-y divide-line">
                {overview.open.map((a) => (
                  <li key={`${a.orderNumber}-${a.createdAt}`} className="flex flex-wrap gap-x-3 py-2">
                    <Link href={`/pedidos/${a.orderNumber}/`} className="font-bold underline">
                      {a.orderNumber}
                    </Link>
                    <span>
                      {PAYMENT_METHOD_TEXT[a.method].label} · {a.provider}
                    </span>
                    <span className="tabular-nums">{formatPesos(a.amount)}</span>
                    <span className="w-full text-sm text-muted">
                      {PAYMENT_STATE_LABELS.get(a.state)} · hace {waitedFor(a.minutes)}
                      {a.reference ? ` · ref. ${a.reference}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="pushes" className="flex flex-col gap-2 rounded-md bg-white p-4">
            <h2 id="pushes" className="text-lg font-bold">
              Cobros de Nequi al celular sin respuesta
            </h2>
            {overview.pushes.length === 0 ? (
              <p className="text-muted">Ninguno.</p>
            ) : (
              <ul aria-label="Cobros sin respuesta" className="flex flex-col divide-y divide-line">
                {overview.pushes.map((p) => (
                  <li key={`${p.orderNumber}-${p.sentAt}`} className="flex flex-wrap gap-x-3 py-2">
                    <strong>{p.orderNumber}</strong>
                    <span>{p.phone}</span>
                    <span className="tabular-nums">{formatPesos(p.amount)}</span>
                    <span className="w-full text-sm text-muted">
                      {PUSH_STATUS_LABELS.get(p.status)} · enviado {shortDate(p.sentAt)}
                      {p.expiresAt ? ` · vence ${shortDate(p.expiresAt)}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <PaymentNotifications rows={overview.notifications} onChange={reload} />
        </>
      )}
    </ConsolePage>
  );
}
