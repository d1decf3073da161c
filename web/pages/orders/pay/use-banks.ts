import { useCallback, useEffect, useState } from 'react';
import type { Bank } from '../../../../core/payments/ports';
import { unhandled } from '../../../../contract/errors';
import { checkoutApi } from '../../../lib/checkout-api';
import { OFFLINE_MESSAGE } from '../../../lib/messages';

/** The list of PSE banks as the form shows it: on its way, ready, or why not (and whether trying again may help). */
export type BanksState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly banks: readonly Bank[] }
  | { readonly kind: 'failed'; readonly message: string; readonly retry: boolean };

const NO_BANKS = 'PSE no tiene bancos disponibles en este momento. Inténtalo más tarde o elige otro medio de pago.';

/** Asks the store for the banks PSE debits from now, and reads the answer as the form shows it. */
export const loadBanks = async (): Promise<BanksState> => {
  const got = await checkoutApi.paymentBanks();
  if (got.ok)
    return got.value.banks.length > 0
      ? { kind: 'ready', banks: got.value.banks }
      : { kind: 'failed', message: NO_BANKS, retry: true };
  const failure = got.error;
  switch (failure.kind) {
    case 'payment-method-unavailable':
      return { kind: 'failed', message: failure.message, retry: false };
    case 'banks-unavailable':
      return { kind: 'failed', message: failure.message, retry: true };
    case 'network':
      return { kind: 'failed', message: OFFLINE_MESSAGE, retry: true };
    case 'bad-request':
    case 'not-found':
    case 'csrf':
    case 'internal':
      return { kind: 'failed', message: NO_BANKS, retry: true };
    default:
      return unhandled(failure, { kind: 'failed', message: NO_BANKS, retry: true });
  }
};

/** The PSE banks, asked once the form shows (the list changes: never kept between pages), and a way to ask again. */
export const useBanks = (): { readonly state: BanksState; readonly retry: () => void } => {
  const [state, setState] = useState<BanksState>({ kind: 'loading' });
  const [tries, setTries] = useState(0);
  useEffect(() => {
    let live = true;
    void loadBanks().then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, [tries]);
  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setTries((n) => n + 1);
  }, []);
  return { state, retry };
};
