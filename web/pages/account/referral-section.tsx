import { REFERRALS_PATH } from '../../../contract/page-paths';
import { Link } from 'wouter';
import type { OwnReferrals } from '../../../core/loyalty/view-referrals';
import { ReferralShare } from '../../components/referral-share';
import { ReferredFriends } from '../../components/referred-friends';
import { Section } from './section';

/** The shopper's referral code and link to share (the same component as /sistema-referidos/), the people they referred,
 * and the way to the programme. */
export function ReferralSection({ own }: { own: OwnReferrals }) {
  return (
    <Section id="referidos" title="Invita a tus amigos">
      <p>Comparte tu enlace: cuando alguien compre con él, ganas saldo de regalo para tus próximos pedidos.</p>
      <p className="mt-2 mb-3">
        Tu código: <strong className="font-mono text-lg tracking-wider">{own.code}</strong>
      </p>
      <ReferralShare link={own.link} />
      <h3 className="mt-4 font-bold">Tus referidos</h3>
      <ReferredFriends friends={own.friends} />
      <Link href={REFERRALS_PATH} className="mt-1 inline-block font-semibold text-brand underline">
        Cómo funciona el sistema de referidos
      </Link>
    </Section>
  );
}
