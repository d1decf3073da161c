import { CHECKOUT_PATHS } from '../../../contract/page-paths';
import { useLayoutEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { CheckoutLoading, useCheckoutGate } from '../../components/checkout/checkout-gate';
import { StepHeading } from '../../components/checkout/step-heading';
import { signInPath } from '../../../contract/return-path';
import { accountStore } from '../../state/account';
import { prefillFromAccount, restoreCheckoutDraft } from '../../state/checkout';
import { BuyerForm } from './buyer-form';

/** `/checkout/datos-personales/`: the buyer's details and the delivery address; guests welcome, accounts prefilled. */
export function BuyerPage() {
  const ready = useCheckoutGate('buyer');
  const account = useSnapshot(accountStore).account;
  // Only the blanks are filled, before the form first shows: what the shopper typed in this checkout wins.
  useLayoutEffect(() => {
    restoreCheckoutDraft();
    if (account) prefillFromAccount(account);
  }, [account]);
  return (
    <section aria-labelledby="paso-titulo">
      <StepHeading ready={ready}>Tus datos</StepHeading>
      {!ready ? (
        <CheckoutLoading />
      ) : (
        <>
          {!account && (
            <p className="mt-2 text-sm text-muted">
              {'Puedes comprar sin cuenta. ¿Ya tienes una? '}
              <Link href={signInPath(CHECKOUT_PATHS.buyer)} className="font-semibold text-brand-dark underline">
                Ingresa
              </Link>
              {' y llenamos tus datos.'}
            </p>
          )}
          <BuyerForm account={account} />
          <p className="mt-6">
            <Link href={CHECKOUT_PATHS.cart} className="text-sm font-semibold text-brand-dark underline">
              Volver al carrito
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
