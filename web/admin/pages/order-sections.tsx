import type { AsJson } from '../../../contract/endpoint';
import type { OrderDetail } from '../../../core/orders/console-orders';
import { formatPesos } from '../../../core/shared/format';
import { Button } from '../controls';
import { shortDate } from '../dates';
import { methodLabel, REASON_LABELS } from '../payment-labels';

/** A titled block of the order's page. */
export function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2 rounded-md bg-white p-4 print:hidden">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What the shopper was charged: each line with its price, and the totals with the IVA in them. */
export function Charges({ detail }: { detail: AsJson<OrderDetail> }) {
  const t = detail.totals;
  const rows: [string, number][] = [
    ['Subtotal', t.subtotal],
    ['Envío', t.shipping],
    ['Recargo contraentrega', t.codSurcharge],
    ['Saldo de regalo', 0 - Number(t.giftCredit)],
    ['IVA incluido', t.tax],
  ];
  return (
    <Section id="cobro" title="Cobro">
      <table className="w-full text-sm">
        <caption className="sr-only">Líneas del pedido</caption>
        <thead>
          <tr className="text-left text-muted">
            <th scope="col">Referencia</th>
            <th scope="col">Cant.</th>
            <th scope="col" className="text-right">
              Precio
            </th>
            <th scope="col" className="text-right">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {detail.lines.map((l) => (
            <tr key={l.sku}>
              <td className="font-mono text-xs">{l.sku}</td>
              <td>{l.quantity}</td>
              <td className="text-right tabular-nums">{formatPesos(l.unitPrice)}</td>
              <td className="text-right tabular-nums">{formatPesos(l.gross)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 text-sm">
        {rows
          .filter(([, value]) => value !== 0)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt>{label}</dt>
              <dd className="text-right tabular-nums">{value < 0 ? `− ${formatPesos(-value)}` : formatPesos(value)}</dd>
            </div>
          ))}
        <dt className="font-bold">Total</dt>
        <dd className="text-right font-bold tabular-nums">{formatPesos(t.total)}</dd>
      </dl>
    </Section>
  );
}

const PAYMENT_STATES: ReadonlyMap<string, string> = new Map([
  ['created', 'Creado'],
  ['pending', 'Pendiente'],
  ['approved', 'Aprobado'],
  ['rejected', 'Rechazado'],
  ['expired', 'Vencido'],
  ['failed', 'Falló'],
  ['reversed', 'Reversado'],
]);

/** The order's payment attempts as the providers answered them. */
export function Payments({ detail }: { detail: AsJson<OrderDetail> }) {
  return (
    <Section id="pagos-del-pedido" title="Pagos">
      {detail.payments.length === 0 ? (
        <p className="text-sm text-muted">Ningún intento de pago.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {detail.payments.map((p) => (
            <li key={`${p.provider}-${p.createdAt}`}>
              <strong>{PAYMENT_STATES.get(p.state) ?? p.state}</strong> · {formatPesos(p.amount)} · {p.provider} (
              {methodLabel(p.method)}){p.reference ? ` · ref. ${p.reference}` : ''} · {shortDate(p.createdAt)}
              {p.flagged ? ' · ⚠ requiere revisión' : ''}
              {p.reason ? ` · ${REASON_LABELS.get(p.reason) ?? p.reason}` : ''}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

const MAIL_NAMES: ReadonlyMap<string, string> = new Map([
  ['placed', 'Confirmación del pedido'],
  ['payment-approved', 'Pago aprobado'],
  ['voucher-issued', 'Instrucciones de pago'],
  ['shipped', 'Pedido enviado'],
  ['cancelled', 'Pedido cancelado'],
  ['expired', 'Pedido vencido sin pago'],
]);

/** The mails the order sent (or is sending), each one to send again. */
export function Mails({
  detail,
  onResend,
}: {
  detail: AsJson<OrderDetail>;
  onResend: ((eventId: number) => void) | null;
}) {
  return (
    <Section id="correos" title="Correos al cliente">
      {detail.mails.length === 0 ? (
        <p className="text-sm text-muted">Este pedido aún no ha enviado correos.</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {detail.mails.map((m) => (
            <li key={m.eventId} className="flex flex-wrap items-center gap-2">
              <span className="grow">
                {MAIL_NAMES.get(m.type) ?? m.type} · {shortDate(m.at)} · {m.sent ? 'enviado' : 'por enviar'}
              </span>
              {onResend && m.sent && (
                <Button kind="quiet" onClick={() => onResend(m.eventId)}>
                  Reenviar «{MAIL_NAMES.get(m.type) ?? m.type}»
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
