import { useEffect, useLayoutEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useHydrated } from '../../lib/use-hydrated';
import { cartStore } from '../../state/cart';
import { checkoutStore, restoreCheckoutDraft } from '../../state/checkout';
import { stepRedirect, type CheckoutStep } from '../../state/checkout-steps';

/**
 * Whether a checkout step may show: only once the browser has restored the cart and the draft (they live here, not on
 * the server), and only when the steps before it are complete; otherwise it sends the shopper to the first incomplete
 * one. `hold` keeps the step on screen while it is leaving on its own (the order was just placed and the cart emptied).
 */
export const useCheckoutGate = (step: CheckoutStep, hold = false): boolean => {
  const hydrated = useHydrated();
  const { restored, draft } = useSnapshot(checkoutStore);
  const cart = useSnapshot(cartStore);
  const [, navigate] = useLocation();
  // Before the first paint: a step reached by a link inside the store shows no loading text at all.
  useLayoutEffect(() => restoreCheckoutDraft(), []);
  const known = hydrated && restored && cart.ready;
  const to = known && !hold ? stepRedirect(step, cart.lines, draft) : null;
  useEffect(() => {
    if (to) navigate(to, { replace: true });
  }, [to, navigate]);
  return hold || (known && to === null);
};

/** What a step shows until the browser knows the cart and the draft: never a wrong form or an empty cart. */
export function CheckoutLoading({ text = 'Cargando tu pedido…' }: { text?: string }) {
  return (
    <div aria-busy="true" className="mt-4 space-y-3">
      <p className="text-muted" role="status">
        {text}
      </p>
      <div className="appear-late h-24 animate-pulse rounded-xl bg-surface" />
      <div className="appear-late h-24 animate-pulse rounded-xl bg-surface" />
    </div>
  );
}
