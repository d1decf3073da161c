import { CHECKOUT_PATHS } from '../../../contract/page-paths';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { formatPesos } from '../../../core/shared/format';
import { CheckoutLoading, useCheckoutGate } from '../../components/checkout/checkout-gate';
import { CheckoutSummary } from '../../components/checkout/checkout-summary';
import { RadioCard } from '../../components/checkout/radio-card';
import { StepHeading } from '../../components/checkout/step-heading';
import { NextButton, PriceProblem, StepLayout } from '../../components/checkout/step-layout';
import { useCheckoutPrice } from '../../components/checkout/use-checkout-price';
import { cartStore } from '../../state/cart';
import { checkoutStore, chooseShipping, type ShippingMethodId } from '../../state/checkout';
import { priceProblem } from '../../state/checkout-order';
import { shippingRequest } from '../../state/checkout-steps';

/** `/checkout/metodo-envio/`: the shipping options to the shopper's city, with price and delivery estimate. */
export function ShippingPage() {
  const ready = useCheckoutGate('shipping');
  const draft = useSnapshot(checkoutStore).draft;
  const { lines } = useSnapshot(cartStore);
  const priced = useCheckoutPrice(ready ? shippingRequest(lines, draft) : null);
  const [, navigate] = useLocation();
  const { view, error, loading } = priced;
  const options = view?.shippingOptions ?? null;

  // The first option is chosen for the shopper when none is (or the one chosen is no longer offered).
  useEffect(() => {
    if (options && options.length > 0 && !options.some((o) => o.method === checkoutStore.draft.shippingMethod))
      chooseShipping(options[0].method);
  }, [options]);
  useEffect(() => {
    if (error && priceProblem(error) === 'shipping') chooseShipping('');
  }, [error]);

  const confirmed = view !== null && view.shippingMethod !== null && view.shippingMethod === draft.shippingMethod;
  return (
    <section aria-labelledby="paso-titulo">
      <StepHeading ready={ready}>Método de envío</StepHeading>
      {!ready || (!view && !error) ? (
        <CheckoutLoading text={ready ? 'Calculando el envío a tu ciudad…' : undefined} />
      ) : (
        <StepLayout
          main={
            <>
              {error && <PriceProblem error={error} onRetry={priced.retry} />}
              {view && options && (
                <>
                  <p className="text-sm text-muted">
                    {`Enviamos a ${draft.address.line1}, ${view.destination?.name ?? ''}. `}
                    <Link href={CHECKOUT_PATHS.buyer} className="font-semibold text-brand-dark underline">
                      Cambiar la dirección
                    </Link>
                  </p>
                  <fieldset className="mt-4 space-y-3" aria-busy={loading}>
                    <legend className="mb-2 text-lg font-bold">¿Cómo quieres recibir tu pedido?</legend>
                    {options.map((o) => (
                      <RadioCard
                        key={o.method}
                        name="shippingMethod"
                        value={o.method}
                        checked={draft.shippingMethod === o.method}
                        onChange={(m) => chooseShipping(m as ShippingMethodId)}
                        title={o.label}
                        aside={o.free || o.price === 0 ? 'Gratis' : formatPesos(o.price)}
                        details={o.estimate}
                      />
                    ))}
                  </fieldset>
                </>
              )}
            </>
          }
          summary={
            view && (
              <CheckoutSummary
                lines={view.lines}
                totals={view.totals}
                shippingKnown={view.shippingMethod !== null}
                cashOnDelivery={view.cashOnDelivery}
                busy={loading}
              />
            )
          }
          actions={
            <div className="flex flex-col gap-4 md:flex-row-reverse md:items-center md:justify-end">
              <NextButton
                disabled={!confirmed || loading || error !== null}
                onClick={() => navigate(CHECKOUT_PATHS.payment)}
              >
                Continuar al pago
              </NextButton>
              <Link href={CHECKOUT_PATHS.buyer} className="text-center text-sm font-semibold text-brand-dark underline">
                Volver a tus datos
              </Link>
            </div>
          }
        />
      )}
    </section>
  );
}
