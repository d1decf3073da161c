import { CHECKOUT_PATHS } from '../../../contract/page-paths';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { CheckoutLoading, useCheckoutGate } from '../../components/checkout/checkout-gate';
import { CheckoutSummary } from '../../components/checkout/checkout-summary';
import { StepHeading } from '../../components/checkout/step-heading';
import { NextButton, PriceProblem, StepLayout } from '../../components/checkout/step-layout';
import { useCheckoutPrice } from '../../components/checkout/use-checkout-price';
import { FormAlert } from '../../components/forms/form-parts';
import { confirmationPath } from '../../lib/order-link';
import { showFirstProblem } from '../../lib/forms/show-problem';
import { leavePage } from '../../lib/leave-page';
import { cartStore } from '../../state/cart';
import { cartAfterOrder } from '../../state/cart-sync';
import {
  checkoutStore,
  choosePayment,
  choosePaymentInstrument,
  chooseShipping,
  clearCheckoutDraft,
  sendBack,
  setPayDetails,
  setUseGiftCredit,
  setWalletPhone,
} from '../../state/checkout';
import { placeCheckoutOrder, priceProblem, type PlaceOutcome } from '../../state/checkout-order';
import { cashNetwork, checkoutInstrument, startCheckoutPayment, walletPhone } from '../orders/pay/checkout-payment';
import { paymentRequest, stepPath } from '../../state/checkout-steps';
import { GiftCreditChoice } from './gift-credit-choice';
import { PaymentOptions } from './payment-options';

type Notice = Exclude<PlaceOutcome, { kind: 'placed' | 'back' }>;

/** `/checkout/metodo-pago/`: the payment methods of this order, its final figures and "Confirmar pedido". */
export function PaymentPage() {
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState<string | null>(null);
  // The instrument's messages show once the shopper tried to confirm without it (or typed a whole phone).
  const [tried, setTried] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const step = useRef<HTMLElement>(null);
  const ready = useCheckoutGate('payment', placed !== null);
  const draft = useSnapshot(checkoutStore).draft;
  const { lines } = useSnapshot(cartStore);
  const priced = useCheckoutPrice(ready && placed === null ? paymentRequest(lines, draft) : null);
  const [, navigate] = useLocation();
  const { view, error, loading } = priced;
  const problem = error && priceProblem(error);

  // A method that cannot be used for this order (the cart grew past the cash-on-delivery limit…) is unchosen.
  useEffect(() => {
    if (problem === 'payment') choosePayment('');
    if (problem === 'shipping') chooseShipping('');
  }, [problem, error]);

  // Gift credit that covers the whole order is its only way to pay: chosen for the shopper.
  const covered = view?.paymentOptions?.length === 1 && view.paymentOptions[0].id === 'gift-credit';
  useEffect(() => {
    if (covered && draft.paymentMethod !== 'gift-credit') choosePayment('gift-credit');
  }, [covered, draft.paymentMethod]);

  const choose = (id: string) => {
    setNotice(null);
    setTried(false);
    choosePayment(id);
  };

  const option = view?.paymentOptions?.find((o) => o.id === draft.paymentMethod);
  const instrument = checkoutInstrument(option, draft);
  const phone = walletPhone(draft);
  const details = { ...draft.payDetails, network: cashNetwork(option, draft) };
  const missing = instrument.ok ? null : instrument.problem;
  const shownProblem =
    missing && (tried || (missing.field === 'phone' && phone.replace(/\D/g, '').length >= 10)) ? missing : null;

  const confirm = async () => {
    if (!view || placing) return;
    if (draft.paymentMethod === '' || !instrument.ok) {
      setTried(true);
      showFirstProblem(step.current);
      return;
    }
    setPlacing(true);
    setNotice(null);
    const method = checkoutStore.draft.paymentMethod;
    const outcome = await placeCheckoutOrder(cartStore.lines, checkoutStore.draft, view.totals.total);
    switch (outcome.kind) {
      case 'placed':
        setPlaced(
          instrument.instrument
            ? `Recibimos tu pedido. Preparando tu pago con ${option?.label ?? 'el medio elegido'}…`
            : 'Recibimos tu pedido. Abriendo la confirmación…',
        );
        clearCheckoutDraft();
        void cartAfterOrder();
        // A payment that does not start leaves its message for the order's page, which offers the choice again; one
        // that continues at the shopper's bank (PSE) goes there, and the bank brings them back to the order's page.
        if (instrument.instrument) {
          const started = await startCheckoutPayment(outcome.order, method, instrument.instrument);
          if (started.redirect) {
            leavePage.to(started.redirect);
            return;
          }
        }
        navigate(confirmationPath(outcome.order));
        return;
      case 'prices-changed':
        priced.show(outcome.checkout);
        break;
      case 'back':
        if (outcome.step === 'buyer') sendBack({ fields: outcome.fields, message: outcome.message });
        if (outcome.step === 'shipping') chooseShipping('');
        if (outcome.step !== 'payment') {
          navigate(stepPath(outcome.step));
          return;
        }
        setNotice({ kind: 'failed', message: outcome.message });
        break;
      case 'payment':
        choosePayment('');
        setNotice(outcome);
        break;
      default:
        if (outcome.kind === 'cart') cartStore.priced = null;
        setNotice(outcome);
    }
    setPlacing(false);
  };

  // With no method chosen the button stays live: a tap says what to choose, where it is chosen.
  const confirmed =
    view !== null &&
    !loading &&
    error === null &&
    (draft.paymentMethod === ''
      ? view.paymentOptions?.some((o) => o.available) === true
      : view.paymentMethod === draft.paymentMethod);
  const shipping = view?.shippingOptions?.find((o) => o.method === view.shippingMethod);
  return (
    <section ref={step} aria-labelledby="paso-titulo">
      <StepHeading ready={ready}>Método de pago</StepHeading>
      {placed !== null ? (
        <CheckoutLoading text={placed} />
      ) : !ready || (!view && !error) ? (
        <CheckoutLoading text={ready ? 'Calculando el total de tu pedido…' : undefined} />
      ) : (
        <StepLayout
          main={
            <div className="space-y-4">
              {error && problem !== 'payment' && <PriceProblem error={error} onRetry={priced.retry} />}
              {view && shipping && (
                <p className="text-sm text-muted">
                  {`${shipping.label} a ${draft.address.line1}, ${view.destination?.name ?? ''}. ${shipping.estimate}. `}
                  <Link href={CHECKOUT_PATHS.shipping} className="font-semibold text-brand-dark underline">
                    Cambiar el envío
                  </Link>
                </p>
              )}
              {view && (
                <GiftCreditChoice
                  balance={view.giftCreditBalance}
                  applied={view.totals.giftCredit}
                  checked={draft.useGiftCredit}
                  busy={loading}
                  onChange={(use) => {
                    setNotice(null);
                    setUseGiftCredit(use);
                  }}
                />
              )}
              {view?.paymentOptions && (
                <PaymentOptions
                  options={view.paymentOptions}
                  chosen={draft.paymentMethod}
                  onChoose={choose}
                  busy={loading}
                  codSurcharge={view.cashOnDelivery.available ? view.cashOnDelivery.surcharge : undefined}
                  instrument={draft.paymentInstrument}
                  onInstrument={(kind) => {
                    setTried(false);
                    choosePaymentInstrument(kind);
                  }}
                  phone={phone}
                  onPhone={setWalletPhone}
                  details={details}
                  onDetails={(patch) => {
                    setTried(false);
                    setPayDetails(patch);
                  }}
                  errors={shownProblem ? { [shownProblem.field]: shownProblem.message } : {}}
                  error={tried && draft.paymentMethod === '' ? 'Elige un medio de pago.' : undefined}
                />
              )}
            </div>
          }
          summary={
            view && (
              <CheckoutSummary
                lines={view.lines}
                totals={view.totals}
                shippingKnown
                cashOnDelivery={view.cashOnDelivery}
                busy={loading}
              />
            )
          }
          actions={
            <div className="space-y-4" aria-live="polite">
              {notice && <PlaceNotice notice={notice} />}
              <div className="flex flex-col gap-4 md:flex-row-reverse md:items-center md:justify-end">
                <NextButton disabled={!confirmed} busy={placing} onClick={() => void confirm()}>
                  {placing
                    ? 'Confirmando tu pedido…'
                    : notice?.kind === 'prices-changed'
                      ? 'Confirmar con el nuevo total'
                      : 'Confirmar pedido'}
                </NextButton>
                <Link
                  href={CHECKOUT_PATHS.shipping}
                  className="text-center text-sm font-semibold text-brand-dark underline"
                >
                  Volver al envío
                </Link>
              </div>
              {draft.paymentMethod === '' && view?.paymentOptions && (
                <p className="text-sm text-muted">Elige un medio de pago para confirmar tu pedido.</p>
              )}
            </div>
          }
        />
      )}
    </section>
  );
}

/** Why the order was not placed yet, and what to do. */
function PlaceNotice({ notice }: { notice: Notice }) {
  return (
    <FormAlert tone="error">
      <p>
        {notice.kind === 'prices-changed' ? `${notice.message} El nuevo total está en el resumen.` : notice.message}
      </p>
      {notice.kind === 'cart' && (
        <Link
          href={CHECKOUT_PATHS.cart}
          className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-dark underline"
        >
          Volver al carrito
        </Link>
      )}
    </FormAlert>
  );
}
