import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'wouter';
import type { AsJson } from '../../../contract/endpoint';
import type { OrderDetail } from '../../../core/orders/console-orders';
import { formatPesos } from '../../../core/shared/format';
import { ORDER_ACTION_LABELS } from '../audit-labels';
import { Button, Field, fieldsOf, FormError } from '../controls';
import { shortDate } from '../dates';
import { ConsolePage } from '../layout';
import { STATE_LABELS } from '../order-states';
import { methodLabel } from '../payment-labels';
import { useSession } from '../session';
import { CancelForm, NoteForm, RefundPanel } from './order-actions';
import { Charges, Mails, Payments } from './order-sections';
import { GoodwillForm, OrderReturns } from './order-returns';
import { OrderInvoices } from './order-invoices';
import { ordersApi } from './orders-page';

/** The actors the store writes for itself, as an operator reads them; an operator's own name is shown as is. */
const ACTOR_NAMES: ReadonlyMap<string, string> = new Map([
  ['cliente', 'el cliente'],
  ['sistema', 'la tienda'],
]);

/** States in which the order has a parcel to pack or on its way: its packing slip means something. */
const PACKED_STATES: ReadonlySet<string> = new Set(['paid', 'confirmed', 'preparing', 'shipped', 'delivered']);

/** States in which a delivered order may still give money back (returns and goodwill refunds). */
const RETURNABLE_STATES: ReadonlySet<string> = new Set(['delivered', 'partially_returned']);

/** The packing slip as the warehouse prints it: lines, where it goes, and the cash to collect. */
function Slip({ detail }: { detail: AsJson<OrderDetail> }) {
  const { slip } = detail;
  const to = slip.deliverTo;
  return (
    <section aria-labelledby="guia" className="flex flex-col gap-3 rounded-md bg-white p-4">
      <h2 id="guia" className="text-lg font-bold">
        Guía de empaque
      </h2>
      <ul className="flex flex-col gap-1">
        {slip.lines.map((l) => (
          <li key={l.sku}>
            <strong>{l.quantity} ×</strong> {l.brand} {l.product} · {[l.size, l.flavour].filter(Boolean).join(' · ')}{' '}
            <span className="font-mono text-xs">{l.sku}</span>
          </li>
        ))}
      </ul>
      <p>
        {slip.units} unidades · {(slip.weightGrams / 1000).toLocaleString('es-CO')} kg
      </p>
      <address className="not-italic">
        {to.recipient} · {to.phone}
        <br />
        {to.line1} {to.line2}
        <br />
        {to.city}, {to.department}
        {to.notes && (
          <>
            <br />
            {to.notes}
          </>
        )}
      </address>
      <p className="text-lg font-bold">
        {slip.cashToCollect > 0 ? `Cobrar al entregar: ${formatPesos(slip.cashToCollect)}` : 'Pagado: no cobrar'}
      </p>
    </section>
  );
}

/** One order: its state, the packing slip to print, the warehouse's next step, what was charged and paid, its mails,
 * and what else an operator may do with it (cancel, refund, note) as their role allows. */
export function OrderPage() {
  const { number = '' } = useParams<{ number: string }>();
  const { can } = useSession();
  const [detail, setDetail] = useState<AsJson<OrderDetail> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [returnsVersion, setReturnsVersion] = useState(0);
  const reload = () =>
    void ordersApi.orderDetail({ number }).then((r) => (r.ok ? setDetail(r.value) : setError(r.error.message)));
  useEffect(reload, [number]);
  const act = async (action: 'prepare' | 'ship' | 'deliver', tracking?: string) => {
    const result = await ordersApi.fulfilOrder({ number, action, ...(tracking ? { tracking } : {}) });
    setError(result.ok ? null : result.error.message);
    reload();
  };
  const ship = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void act('ship', fieldsOf(event.currentTarget).tracking ?? '');
  };
  const state = detail?.slip.state;
  const done = (message: string | null) => {
    setNotice(message);
    reload();
  };
  const resend = async (eventId: number) => {
    const sent = await ordersApi.resendMail({ number, eventId });
    setError(sent.ok ? null : sent.error.message);
    setNotice(sent.ok ? `Correo «${sent.value.subject}» enviado de nuevo a ${sent.value.to}.` : null);
    reload();
  };
  const refunded = (message: string) => {
    done(message || null);
    setReturnsVersion((v) => v + 1);
  };
  const cancellable = state === 'pending_payment' || state === 'confirmed';
  return (
    <ConsolePage title={`Pedido ${number}`}>
      <FormError message={error} />
      {notice && (
        <p role="status" className="rounded-md bg-white p-3 text-sm">
          {notice}
        </p>
      )}
      {detail && state && (
        <>
          <p className="text-lg">
            <strong>{STATE_LABELS.get(state)}</strong> · {formatPesos(detail.total)} ·{' '}
            {methodLabel(detail.paymentMethod)} · {shortDate(detail.slip.placedAt)}
          </p>
          <p className="text-sm text-muted">
            {detail.buyer.name} · {detail.buyer.email} · {detail.buyer.phone} · {detail.buyer.document}
          </p>
          {can('orders.fulfil') && (
            <div className="flex flex-wrap gap-2 print:hidden">
              {(state === 'paid' || state === 'confirmed') && (
                <Button onClick={() => void act('prepare')}>Empezar a preparar</Button>
              )}
              {state === 'shipped' && <Button onClick={() => void act('deliver')}>Marcar entregado</Button>}
              {PACKED_STATES.has(state) && (
                <Button kind="quiet" onClick={() => window.print()}>
                  Imprimir guía de empaque
                </Button>
              )}
            </div>
          )}
          {can('orders.fulfil') && (state === 'preparing' || state === 'paid' || state === 'confirmed') && (
            <form onSubmit={ship} className="flex flex-wrap items-end gap-2 print:hidden" noValidate>
              <div className="grow">
                <Field label="Número de guía" name="tracking" autoComplete="off" />
              </div>
              <Button type="submit">Enviar</Button>
            </form>
          )}
          {PACKED_STATES.has(state) && <Slip detail={detail} />}
          <Charges detail={detail} />
          <Payments detail={detail} />
          <Mails detail={detail} onResend={can('mail.resend') ? (id) => void resend(id) : null} />
          {can('orders.cancel') && cancellable && <CancelForm number={number} done={done} />}
          {can('payments.refund') && state === 'paid' && <RefundPanel number={number} done={done} />}
          {can('returns.read') && <OrderReturns number={number} version={returnsVersion} />}
          {can('invoices.read') && <OrderInvoices number={number} />}
          {can('payments.refund') && RETURNABLE_STATES.has(state) && <GoodwillForm number={number} done={refunded} />}
          {can('notes.write') && <NoteForm number={number} done={done} />}
          <section aria-labelledby="historial" className="rounded-md bg-white p-4 print:hidden">
            <h2 id="historial" className="text-lg font-bold">
              Historial
            </h2>
            <ul className="flex flex-col gap-1 text-sm">
              {detail.history.map((h) => (
                <li key={`${h.at}-${h.action}`}>
                  {shortDate(h.at)} · {ORDER_ACTION_LABELS.get(h.action) ?? h.action} ·{' '}
                  {ACTOR_NAMES.get(h.actor) ?? h.actor.replace(/ <.*>$/, '')}
                  {h.detail ? ` · ${h.detail}` : ''}
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </ConsolePage>
  );
}
