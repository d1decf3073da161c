import { CHECKOUT_PATHS } from '../../../contract/page-paths';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { PriceCheckoutError } from '../../../core/checkout/price-checkout';
import type { Failure } from '../../../contract/errors';
import { cartStore } from '../../state/cart';
import { priceProblem } from '../../state/checkout-order';

/**
 * A step's content, its order summary and its button. On a phone they stack in that order, so the total is read right
 * before the button; on wide screens the summary stands beside them.
 */
export function StepLayout({ main, summary, actions }: { main: ReactNode; summary: ReactNode; actions: ReactNode }) {
  return (
    <div className="mt-4 flex flex-col gap-6 md:grid md:grid-cols-[1fr_18rem] md:gap-x-8">
      <div className="md:col-start-1 md:row-start-1">{main}</div>
      <div className="md:col-start-2 md:row-span-2 md:row-start-1">{summary}</div>
      <div className="md:col-start-1 md:row-start-2">{actions}</div>
    </div>
  );
}

/** Why a step could not be priced: products gone or short (back to the cart, which keeps the rest), or the connection. */
export function PriceProblem({ error, onRetry }: { error: Failure<PriceCheckoutError>; onRetry: () => void }) {
  const cartProblem = priceProblem(error) === 'cart';
  return (
    <div role="alert" className="rounded-lg border border-brand/50 bg-red-50 p-3 text-sm text-ink">
      <p className="font-medium">{error.message}</p>
      {cartProblem ? (
        // The cart is priced again there, capped by the stock left, so it shows what changed.
        <Link
          href={CHECKOUT_PATHS.cart}
          onClick={() => (cartStore.priced = null)}
          className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-dark underline"
        >
          Revisar mi carrito
        </Link>
      ) : (
        <button
          type="button"
          onClick={onRetry}
          className="mt-2 min-h-11 rounded-full border border-ink px-4 font-semibold hover:border-brand"
        >
          Reintentar
        </button>
      )}
    </div>
  );
}

/** The button that goes on to the next step (a real button: the next step is chosen in the browser). */
export function NextButton({
  disabled,
  busy = false,
  onClick,
  children,
}: {
  disabled: boolean;
  busy?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled || busy}
      aria-busy={busy}
      className={`inline-flex h-12 w-full items-center justify-center rounded-full px-6 font-bold text-white md:w-auto ${
        disabled || busy ? 'cursor-not-allowed bg-gray-600' : 'bg-brand hover:bg-brand-dark'
      }`}
    >
      {children}
    </button>
  );
}
