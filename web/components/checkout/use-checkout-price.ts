import { useEffect, useRef, useState } from 'react';
import type { CheckoutPriceRequest, CheckoutView } from '../../lib/checkout-api';
import { checkoutApi } from '../../lib/checkout-client';
import { OFFLINE_MESSAGE, RequestError } from '../../lib/json-api';

export type Priced = {
  /** The last figures the server gave (kept on screen, dimmed, while new ones are asked for). */
  readonly view: CheckoutView | null;
  readonly error: RequestError | null;
  readonly loading: boolean;
  /** Asks again (after a failure). */
  readonly retry: () => void;
  /** Shows figures the server sent with another answer (a 409 prices-changed). */
  readonly show: (view: CheckoutView) => void;
};

const asRequestError = (error: unknown) =>
  error instanceof RequestError ? error : new RequestError(0, 'network', OFFLINE_MESSAGE);

/** Prices a checkout step on the server each time its request changes (null: not yet); a slower older answer never
 * replaces a newer one. */
export const useCheckoutPrice = (request: CheckoutPriceRequest | null): Priced => {
  const [view, setView] = useState<CheckoutView | null>(null);
  const [error, setError] = useState<RequestError | null>(null);
  const [loading, setLoading] = useState(request !== null);
  const [attempt, setAttempt] = useState(0);
  const ticket = useRef(0);
  const key = request === null ? null : JSON.stringify(request);
  useEffect(() => {
    if (key === null) return;
    const mine = ++ticket.current;
    setLoading(true);
    checkoutApi
      .price(JSON.parse(key) as CheckoutPriceRequest)
      .then((priced) => {
        if (mine !== ticket.current) return;
        setView(priced);
        setError(null);
      })
      .catch((failure: unknown) => {
        if (mine === ticket.current) setError(asRequestError(failure));
      })
      .finally(() => {
        if (mine === ticket.current) setLoading(false);
      });
  }, [key, attempt]);
  return {
    view,
    error,
    loading,
    retry: () => setAttempt((n) => n + 1),
    show: (shown) => {
      ticket.current++;
      setView(shown);
      setError(null);
      setLoading(false);
    },
  };
};
