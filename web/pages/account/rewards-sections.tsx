import { REFERRALS_PATH } from '../../../contract/page-paths';
import { LEVELS_PATH } from '../../../contract/page-paths';
import { Link } from 'wouter';
import type { OwnReferrals } from '../../../core/loyalty/view-referrals';
import { GiftBalance } from '../../components/gift-balance';
import { PROGRAMMES } from '../../lib/programmes';
import { OwnLevel } from '../loyalty/own-level';
import { Section } from './section';

const more = 'mt-3 inline-block font-semibold text-brand underline';

/** The gift balance (and what a reversed order still owes), with the way to its history. */
export function GiftSection({ own }: { own: OwnReferrals }) {
  return (
    <Section id="saldo" title="Saldo de regalo">
      <GiftBalance balance={own.balance} pending={own.pending} />
      <Link href={`${REFERRALS_PATH}#tu-saldo`} className={more}>
        Ver los movimientos de tu saldo
      </Link>
    </Section>
  );
}

/** The shopper's level, points and progress to the next level, with the way to every level's benefits. */
export function LevelSection({ own }: { own: OwnReferrals }) {
  return (
    <div id="nivel">
      <OwnLevel own={own} />
      <Link href={LEVELS_PATH} className={more}>
        Ver los niveles y sus beneficios
      </Link>
    </div>
  );
}

/** Every programme, with what it gives: the account is where a shopper looks for what the store offers them. */
export function ProgrammesSection() {
  return (
    <Section id="beneficios" title="Tus beneficios en Fornido">
      <ul className="grid gap-3 sm:grid-cols-2">
        {PROGRAMMES.map((p) => (
          <li key={p.href}>
            <Link href={p.href} className="block h-full rounded-lg bg-surface p-3 hover:text-brand">
              <span className="block font-semibold">{p.name}</span>
              <span className="block text-sm text-muted">{p.pitch}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
