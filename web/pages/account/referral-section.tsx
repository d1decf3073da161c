import { Link } from 'wouter';
import { ReferralShare } from '../../components/referral-share';
import { REFERRALS_PATH } from '../../lib/referrals-page';
import { Section } from './section';

/** The shopper's referral code and link to share (the same component as /sistema-referidos/), and the way there. */
export function ReferralSection({ code, link }: { code: string; link: string }) {
  return (
    <Section id="referidos" title="Invita a tus amigos">
      <p>Comparte tu enlace: cuando alguien compre con él, ganas saldo de regalo para tus próximos pedidos.</p>
      <p className="mt-2 mb-3">
        Tu código: <strong className="font-mono text-lg tracking-wider">{code}</strong>
      </p>
      <ReferralShare link={link} />
      <Link href={REFERRALS_PATH} className="mt-1 inline-block font-semibold text-brand underline">
        Cómo funciona el sistema de referidos
      </Link>
    </Section>
  );
}
