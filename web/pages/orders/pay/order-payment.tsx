import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { FormAlert } from '../../../components/forms/form-parts';
import type { InstrumentRequest, OrderView, PaymentView } from '../../../../contract/checkout';
import { checkoutApi } from '../../../lib/checkout-api';
import { orderLinkParts } from '../../../lib/order-link';
import { leavePage } from '../../../lib/leave-page';
import { forgetPaymentNotice, paymentNotice } from './checkout-payment';
import { AttemptEnded, AttemptWaiting } from './attempt-waiting';
import { documentVisibility, followAttempt, type Follower } from './follow-payment';
import { PayChoicePanel } from './pay-choice';
import { takesHere } from './instruments';
import { paymentFailure, failureText } from './payment-failure';
import { firstStage, presetOf, redirectOf, stageOfPayment, type PayStage } from './pay-stage';
import { readOrderAgain } from './read-order-again';

/**
 * The payment part of an order's page: the choice of method and instrument, then what the provider asks the shopper to
 * do (a push to approve, a QR to scan) with the time left, followed by asking the server until it says how the payment
 * ended. The page never decides a payment: approved, the order the server sends back goes to `onOrder` (it shows as
 * paid); rejected, expired or failed, the server's message with "Intentar de nuevo" and the order's other methods, each a
 * direct choice. While the page hears the order live (`live`), a waiting attempt is asked about only when news comes
 * (`news` counts it); without live updates it is asked about on a schedule.
 */
export function OrderPayment({
  order,
  onOrder,
  live,
  news,
}: {
  order: OrderView;
  onOrder: (order: OrderView) => void;
  live: boolean;
  news: number;
}) {
  const [stage, setStage] = useState<PayStage>(() => firstStage(order, paymentNotice(order.number)));
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const follower = useRef<Follower | null>(null);
  const signature = orderLinkParts(order.link)?.signature ?? null;
  const { number } = order;

  useEffect(() => forgetPaymentNotice(), []);

  const show = useCallback(
    (view: PaymentView, instrument: InstrumentRequest | null) => {
      onOrder(view.order);
      setStage((prev) => {
        const kept =
          instrument ?? (prev.kind === 'waiting' && prev.attempt.id === view.attempt.id ? prev.instrument : null);
        return stageOfPayment(view, kept) ?? prev;
      });
    },
    [onOrder],
  );

  const waitingId = stage.kind === 'waiting' ? stage.attempt.id : null;
  useEffect(() => {
    if (waitingId === null) return;
    let active = true;
    const f = followAttempt(async () => {
      const now = await checkoutApi.followPayment({ number, id: waitingId, signature });
      if (!active) return 'closed';
      if (!now.ok) {
        // The order cannot be seen any more (the link changed): asking again will not help.
        if (now.error.kind !== 'order-not-found') return 'open';
        setAlert(now.error.message);
        return 'closed';
      }
      show(now.value, null);
      return now.value.status === 'pending' && now.value.attempt.open ? 'open' : 'closed';
    }, documentVisibility);
    follower.current = f;
    return () => {
      active = false;
      f.stop();
      follower.current = null;
    };
  }, [waitingId, number, signature, show]);

  // Declared after the follower's effect, so a new follower learns at once whether the page hears the order.
  useEffect(() => {
    follower.current?.live(live);
  }, [live, waitingId]);

  // News about the order: the waiting attempt is asked about; with none waiting, the order is read again.
  const heard = useEffectEvent(() => {
    if (follower.current) follower.current.askNow();
    else void readOrderAgain(order, onOrder);
  });
  useEffect(() => {
    if (news > 0) heard();
  }, [news]);

  const start = async (method: string, instrument: InstrumentRequest) => {
    setAlert(null);
    const paid = await checkoutApi.payOrder({ number, method, instrument, ...(signature ? { signature } : {}) });
    if (!paid.ok) return paymentFailure(paid.error);
    show(paid.value, instrument);
    // The waiting stage shows the same address as a link, in case the browser does not leave.
    const away = redirectOf(paid.value);
    if (away) leavePage.to(away);
    return null;
  };

  const choose = () => {
    const option = stage.kind === 'choose' ? null : order.payOptions.find((o) => o.method === stage.attempt.method);
    setStage({ kind: 'choose', notice: null, preset: option ? presetOf(option) : null });
  };

  /** Withdraws the waiting attempt first, so the shopper cannot pay twice; if the server refuses (it was approved or
   * closed meanwhile), the page asks it at once and shows what became of the attempt. */
  const withdraw = async (attemptId: string) => {
    setBusy(true);
    setAlert(null);
    const out = await checkoutApi.withdrawPayment({ number, id: attemptId, signature });
    setBusy(false);
    if (!out.ok) {
      setAlert(out.error.message);
      follower.current?.askNow();
      return;
    }
    onOrder(out.value.order);
    if (out.value.status !== 'approved') setStage({ kind: 'choose', notice: null, preset: null });
  };

  const retry = async (method: string, again: InstrumentRequest | null) => {
    if (!again) return choose();
    setBusy(true);
    const shown = await start(method, again);
    setBusy(false);
    if (shown) setStage({ kind: 'choose', notice: failureText(shown), preset: { method, instrument: again.kind } });
  };

  return (
    <section aria-labelledby="pago-titulo" className="space-y-4">
      <h2 id="pago-titulo" className="text-lg font-bold">
        Paga tu pedido
      </h2>
      {alert && <FormAlert tone="error">{alert}</FormAlert>}
      {stage.kind === 'choose' && (
        <PayChoicePanel order={order} preset={stage.preset} notice={stage.notice} start={start} />
      )}
      {stage.kind === 'waiting' && (
        <AttemptWaiting
          attempt={stage.attempt}
          option={order.payOptions.find((o) => o.method === stage.attempt.method)}
          onExpire={() => follower.current?.askNow()}
          onChooseOther={() => void withdraw(stage.attempt.id)}
          withdrawing={busy}
        />
      )}
      {stage.kind === 'ended' && (
        <AttemptEnded
          message={stage.message}
          retrying={busy}
          onRetry={() => void retry(stage.attempt.method, stage.again)}
          others={order.payOptions.filter((o) => o.method !== stage.attempt.method && o.instruments.some(takesHere))}
          onChoose={(o) => setStage({ kind: 'choose', notice: null, preset: presetOf(o) })}
        />
      )}
    </section>
  );
}
