import { useEffect, useRef, useState } from 'react';
import type { PriceCheckoutError } from '../../../core/checkout/price-checkout';
import type { Failure } from '../../../contract/errors';
import type { CheckoutPriceRequest, CheckoutView } from '../../../contract/checkout';
import { checkoutApi } from '../../lib/checkout-api';

export type Priced = {
  /** The last figures the server gave (kept on screen, dimmed, while new ones are asked for). */
  readonly view: CheckoutView | null;
  readonly error: Failure<PriceCheckoutError> | null;
  readonly loading: boolean;
  /** Asks again (after a failure). */
  readonly retry: () => void;
  /** Shows figures the server sent with another answer (a 409 prices-changed). */
  readonly show: (view: CheckoutView) => void;
};

/** What is on screen for the request asked last: its figures or its refusal, and which request they answer. */
type Shown = {
  readonly key: string | null;
  readonly view: CheckoutView | null;
  readonly error: Failure<PriceCheckoutError> | null;
};

/** Prices a checkout step on the server each time its request changes (null: not yet); a slower older answer never
 * replaces a newer one. */
export const useCheckoutPrice = (request: CheckoutPriceRequest | null): Priced => {
  const [shown, setShown] = useState<Shown>({ key: null, view: null, error: null });
  const [attempt, setAttempt] = useState(0);
  const ticket = useRef(0);
  const key = request === null ? null : JSON.stringify(request);
  // The request (and try) whose answer is awaited; loading until the answer for it is shown.
  const asked = key === null ? null : `${attempt}:${key}`;
  useEffect(() => {
    if (asked === null || key === null) return;
    const mine = ++ticket.current;
    void checkoutApi.priceCheckout(JSON.parse(key) as CheckoutPriceRequest).then((priced) => {
      if (mine !== ticket.current) return;
      setShown((before) =>
        priced.ok
          ? { key: asked, view: priced.value, error: null }
          : { key: asked, view: before.view, error: priced.error },
      );
    });
  }, [asked, key]);
  return {
    view: shown.view,
    error: shown.error,
    loading: asked !== null && shown.key !== asked,
    retry: () => setAttempt((n) => n + 1),
    show: (view) => {
      ticket.current++;
      setShown({ key: asked, view, error: null });
    },
  };
};
