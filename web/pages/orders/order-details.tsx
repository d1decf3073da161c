import { useState, type ReactNode } from 'react';
import { ORDER_UPDATED, orderChannel, PAYMENT_UPDATED } from '../../../core/realtime/channels';
import { formatPesos } from '../../../core/shared/format';
import { SummaryLines } from '../../components/checkout/checkout-summary';
import { OrderTotals } from '../../components/checkout/order-totals';
import { LiveStatus } from '../../components/live-status';
import type { OrderView, PaymentAttemptView } from '../../../contract/checkout';
import { orderLinkParts } from '../../lib/order-link';
import { capitalized } from '../../../core/payments/payment-names';
import { useLiveChannel } from '../../state/realtime/use-live-channel';
import { countsDown } from './pay/attempt-waiting';
import { OrderPayment } from './pay/order-payment';
import { readOrderAgain } from './pay/read-order-again';
import { firstStage, showsPayment } from './pay/pay-stage';

/** A sentence ending in one full stop, whatever the text ends with ("… 9:05 a. m."). */
const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

/** The minutes left beside the deadline ("en 9 minutos"), unless a clock on the page counts them down: a fixed count
 * beside a ticking one would disagree within a minute. */
const minutesLeft = (order: OrderView): string =>
  order.expiresInText && !order.payments.some(countsDown) ? ` (${order.expiresInText})` : '';

/** What the shopper has to do now, or what happens next, for the order's state; the deadline is the order's one
 * (orderDeadline in core/orders/order-deadline.ts), the same its mails and its payment's voucher or code state. */
export const nextSteps = (order: OrderView): string => {
  const { total, codSurcharge } = order.totals;
  switch (order.state) {
    case 'confirmed':
      return `Paga ${formatPesos(total)} en efectivo cuando recibas tu pedido${codSurcharge > 0 ? ` (incluye ${formatPesos(codSurcharge)} de recargo contraentrega)` : ''}. Ten el valor exacto a la mano: el mensajero no siempre lleva cambio.`;
    case 'pending_payment':
      return order.expiresAtText
        ? `${sentence(`Paga ${formatPesos(total)} a más tardar ${order.expiresAtText}${minutesLeft(order)}`)} Si no recibimos el pago a tiempo, el pedido se cancela y los productos vuelven a la tienda.`
        : `Paga ${formatPesos(total)} para que preparemos tu pedido.`;
    case 'paid':
      return 'Recibimos tu pago. Ahora preparamos tu pedido y te escribimos cuando vaya en camino.';
    case 'preparing':
      return 'Estamos preparando tu pedido. Te escribimos cuando vaya en camino.';
    case 'shipped':
      return `Tu pedido va en camino${order.shipping.tracking ? ` (guía ${order.shipping.tracking})` : ''}. ${sentence(order.shipping.estimate)}`;
    case 'delivered':
      return 'Tu pedido fue entregado. ¡Gracias por comprar en Fornido!';
    case 'cancelled':
      return 'Este pedido fue cancelado. Si pagaste algo, te lo devolvemos por el mismo medio de pago.';
    case 'reversed':
      return 'El pago de este pedido fue reversado.';
    case 'partially_returned':
      return 'Te reembolsamos una parte de este pedido. Revisa tu correo para ver cuánto y por qué medio.';
    case 'returned':
      return 'Te reembolsamos este pedido. Revisa tu correo para ver cuánto y por qué medio.';
    default:
      return '';
  }
};

/** Every try at paying the order, newest first, each with its outcome, method, amount and time, and, while the order
 * still waits for its payment, why a try did not go through (its advice to try again means nothing once paid): a
 * rejected card followed by an approved payment reads as what happened, in order. */
function PaymentHistory({ attempts, reasons }: { attempts: readonly PaymentAttemptView[]; reasons: boolean }) {
  return (
    <>
      <h3 className="mt-3 font-semibold">Historial de pagos</h3>
      <ol className="mt-1 space-y-2" data-historial-pagos>
        {attempts.map((p) => (
          <li key={p.id} className="border-l-4 border-line pl-3">
            <p>
              <strong className={p.state === 'approved' ? 'text-ok' : undefined}>{capitalized(p.stateLabel)}</strong>
              <span className="tabular">{` — ${p.methodLabel} — ${formatPesos(p.amount)} — ${p.changedAtText}`}</span>
            </p>
            {reasons && p.message && <p className="text-muted">{p.message}</p>}
          </li>
        ))}
      </ol>
    </>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-line p-4">
      <h2 className="text-lg font-bold">{title}</h2>
      <div className="mt-2 text-sm">{children}</div>
    </section>
  );
}

/** What an order's page listens to: its payment and its state changing. */
const ORDER_NEWS = [PAYMENT_UPDATED, ORDER_UPDATED] as const;

/**
 * An order as its owner sees it: number and state, what to do next (pay at the door, pay before the deadline, with the
 * payment part while it waits for its payment: the methods it can be paid with and the attempt under way), delivery,
 * payment and the figures. `onChange` receives the order each time the server sends it back (paid, once approved).
 * The page hears the order's news live and reads it again on each; while a payment waits, its part asks about the
 * attempt instead, and asks on its own when the page cannot hear.
 */
export function OrderDetails({ order, onChange }: { order: OrderView; onChange: (order: OrderView) => void }) {
  const { buyer, shipping } = order;
  const payHere = showsPayment(order);
  const [news, setNews] = useState(0);
  const signature = orderLinkParts(order.link)?.signature ?? null;
  const live = useLiveChannel(
    orderChannel(order.number),
    ORDER_NEWS,
    () => (payHere ? setNews((n) => n + 1) : void readOrderAgain(order, onChange)),
    signature,
  );
  const paid = order.state === 'paid';
  // An attempt still waiting for the provider's first answer ("creado") says nothing to them; the newest comes first.
  const attempts = order.payments.filter((p) => p.state !== 'created').reverse();
  const approved = attempts.find((p) => p.state === 'approved');
  return (
    <div className="mt-4 space-y-4">
      <div className="rounded-xl bg-surface p-4">
        <p className="text-sm text-muted">Número de pedido</p>
        <p className="text-2xl font-extrabold tabular">{order.number}</p>
        <p className="mt-2">
          {'Estado: '}
          <strong className={paid ? 'text-ok' : undefined} data-estado={order.state}>
            {order.stateLabel}
          </strong>
        </p>
        <p className="mt-1 text-sm text-muted">{`${sentence(`Hecho el ${order.placedAtText}`)} Te enviamos la confirmación a ${buyer.email}.`}</p>
        <div className="mt-2">
          <LiveStatus state={live.state} polling={payHere && firstStage(order, null).kind === 'waiting'} />
        </div>
      </div>
      <div
        role="status"
        className={`rounded-xl border p-4 ${paid ? 'border-ok/50 bg-green-50' : 'border-warn/40 bg-amber-50'}`}
      >
        <h2 className="font-bold">{paid ? '¡Pago aprobado!' : 'Siguientes pasos'}</h2>
        <p className="mt-1">{nextSteps(order)}</p>
      </div>
      {payHere && (
        <div className="rounded-xl border border-line p-4">
          <OrderPayment order={order} onOrder={onChange} live={live.live} news={news} />
        </div>
      )}
      <Block title="Entrega">
        <p>{buyer.name}</p>
        <p>{[buyer.line1, buyer.line2].filter(Boolean).join(', ')}</p>
        <p>{`${buyer.municipalityName}, ${buyer.departmentName}`}</p>
        {buyer.notes && <p className="text-muted">{buyer.notes}</p>}
        <p className="mt-2 font-semibold">{`${shipping.label}: ${shipping.estimate}`}</p>
      </Block>
      <Block title="Pago">
        <p>{approved ? approved.paidText : `Medio de pago: ${order.paymentMethodLabel}`}</p>
        {attempts.length > 0 && <PaymentHistory attempts={attempts} reasons={order.state === 'pending_payment'} />}
      </Block>
      <Block title="Productos">
        <SummaryLines lines={order.lines} />
        <div className="mt-3">
          <OrderTotals totals={order.totals} shippingKnown />
        </div>
      </Block>
    </div>
  );
}
