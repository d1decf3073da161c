import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { AccountView } from '../../lib/account-api';
import { authApi } from '../../lib/auth-api';
import { failureMessage } from '../../components/forms/use-form';
import { useHydrated } from '../../lib/use-hydrated';
import { accountStore, firstName } from '../../state/account';
import { signedOut } from '../../state/session';
import { AddressesSection } from './addresses-section';
import { GiftSection, LevelSection, OrdersSection } from './future-sections';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { ReferralSection } from './referral-section';
import { Section } from './section';

/** The signed-in shopper's account: profile, addresses, orders, referral link, gift balance, level, password, sign-out. */
export function AccountPage({ account: loaded }: { account: AccountView }) {
  // The store holds the account after each save; the loaded one renders first (and on the server).
  const account = useSnapshot(accountStore).account ?? loaded;
  const [, navigate] = useLocation();
  const [signOutError, setSignOutError] = useState<string | null>(null);
  const hydrated = useHydrated();
  const signOut = async () => {
    setSignOutError(null);
    try {
      await authApi.signOut();
      signedOut();
      navigate('/');
    } catch (error) {
      setSignOutError(failureMessage(error));
    }
  };
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-extrabold md:text-3xl">{`Hola, ${firstName(account.name)}`}</h1>
      <p className="mt-1 text-muted">{`Esta es tu cuenta de Fornido (${account.email}).`}</p>
      <div className="mt-6 space-y-6">
        <Section id="datos" title="Tus datos">
          <ProfileForm account={account} />
        </Section>
        <Section id="direcciones" title="Tus direcciones">
          <AddressesSection addresses={account.addresses} />
        </Section>
        <OrdersSection />
        <ReferralSection code={account.referralCode} />
        <GiftSection />
        <LevelSection />
        <Section id="contrasena" title="Cambiar contraseña">
          <PasswordForm email={account.email} />
        </Section>
        <section aria-label="Cerrar sesión" className="rounded-xl border border-line p-4">
          {signOutError && (
            <p role="alert" className="mb-3 text-sm font-semibold text-brand-dark">
              {signOutError}
            </p>
          )}
          <button
            type="button"
            onClick={() => void signOut()}
            disabled={!hydrated}
            className="inline-flex h-12 items-center rounded-full border-2 border-ink px-6 font-bold hover:border-brand hover:text-brand"
          >
            Cerrar sesión
          </button>
        </section>
      </div>
    </div>
  );
}
