import { useSnapshot } from 'valtio';
import { SignOutButton } from '../../components/sign-out-button';
import type { ReferralsView } from '../../../core/loyalty/view-referrals';
import type { AccountView } from '../../../contract/account';
import { accountStore, firstName } from '../../state/account';
import { AddressesSection } from './addresses-section';
import { OrdersSection } from './orders-section';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { useLiveReferrals } from './live-referrals';
import { ReferralSection } from './referral-section';
import { GiftSection, LevelSection, ProgrammesSection } from './rewards-sections';
import { Section } from './section';
import { VerificationNotice } from './verification-notice';

/** The signed-in shopper's account: profile, addresses, orders, level, gift balance, referral link and referrals (the
 * last three live), the programmes, password, sign-out. */
export function AccountPage({
  account: loaded,
  referrals: loadedReferrals,
}: {
  account: AccountView;
  referrals: ReferralsView;
}) {
  // The store holds the account after each save; the loaded one renders first (and on the server).
  const account = useSnapshot(accountStore).account ?? loaded;
  const referrals = useLiveReferrals(loadedReferrals);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-extrabold md:text-3xl">{`Hola, ${firstName(account.name)}`}</h1>
      <p className="mt-1 text-muted">{`Esta es tu cuenta de Fornido (${account.email}).`}</p>
      <VerificationNotice account={account} />
      <div className="mt-6 space-y-6">
        <Section id="datos" title="Tus datos">
          <ProfileForm account={account} />
        </Section>
        <Section id="direcciones" title="Tus direcciones">
          <AddressesSection addresses={account.addresses} />
        </Section>
        <OrdersSection />
        {referrals.own && (
          <>
            <LevelSection own={referrals.own} />
            <GiftSection own={referrals.own} />
            <ReferralSection own={referrals.own} />
          </>
        )}
        <ProgrammesSection />
        <Section id="contrasena" title="Cambiar contraseña">
          <PasswordForm email={account.email} />
        </Section>
        <section aria-label="Cerrar sesión" className="rounded-xl border border-line p-4">
          <SignOutButton className="inline-flex h-12 items-center rounded-full border-2 border-ink px-6 font-bold hover:border-brand hover:text-brand" />
        </section>
      </div>
    </div>
  );
}
