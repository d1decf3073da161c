import { REFERRALS_PATH } from '../../../contract/page-paths';
import { LEVELS_PATH, RANKING_PATH } from '../../../contract/page-paths';
import { Link } from 'wouter';
import type { OwnReferrals, ReferralProgramme, ReferralsView } from '../../../core/loyalty/view-referrals';
import { formatPesos } from '../../../core/shared/format';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { GiftBalance } from '../../components/gift-balance';
import { ReferralShare } from '../../components/referral-share';
import { ReferredFriends } from '../../components/referred-friends';
import { formatPercent } from '../../lib/format';
import { REFERRALS_TITLE } from '../../lib/referrals-page';
import { signInPath } from '../../../contract/return-path';
import { OwnLevel } from '../loyalty/own-level';
import { CreditHistory } from './credit-history';

const link = 'font-semibold text-brand underline';

/** `/sistema-referidos/`: how the programme works, for everyone; signed in, the shopper's link to share, the friends
 * they referred (by alias), their gift credit with its history, and their level. Rendered on the server: only copying
 * and the share sheet need JavaScript. */
export function ReferralsPage({ view }: { view: ReferralsView }) {
  const { programme, own } = view;
  return (
    <article className="mx-auto max-w-3xl px-4 py-6">
      <Breadcrumbs trail={[{ label: REFERRALS_TITLE }]} />
      <h1 className="text-3xl font-extrabold">{REFERRALS_TITLE}</h1>
      <p className="mt-2 leading-7">
        {`Invita a tus amigos a Fornido: por cada compra suya ganas el ${formatPercent(programme.percentageToGift)} como saldo de regalo para tus próximos pedidos.`}
      </p>
      {own ? <OwnPart own={own} /> : <SignUpCall />}
      <HowItWorks programme={programme} />
    </article>
  );
}

function OwnPart({ own }: { own: OwnReferrals }) {
  return (
    <>
      <section aria-labelledby="tu-enlace" className="mt-6 rounded-xl border border-line p-4">
        <h2 id="tu-enlace" className="text-xl font-bold">
          Comparte tu enlace
        </h2>
        <p className="mt-1 text-sm text-muted">
          {'Tu código: '}
          <strong className="font-mono text-base tracking-wider text-ink">{own.code}</strong>
        </p>
        <div className="mt-3">
          <ReferralShare link={own.link} />
        </div>
      </section>
      <section aria-labelledby="tu-saldo" className="mt-6 rounded-xl border border-line p-4">
        <h2 id="tu-saldo" className="text-xl font-bold">
          Saldo de regalo
        </h2>
        <div className="mt-2">
          <GiftBalance balance={own.balance} pending={own.pending} />
        </div>
        <h3 className="mt-5 font-bold">Movimientos</h3>
        <CreditHistory lines={own.history} />
      </section>
      <section aria-labelledby="tus-referidos" className="mt-6 rounded-xl border border-line p-4">
        <h2 id="tus-referidos" className="text-xl font-bold">
          Tus referidos
        </h2>
        <ReferredFriends friends={own.friends} />
      </section>
      <OwnLevel own={own} />
    </>
  );
}

function SignUpCall() {
  return (
    <section aria-label="Tu enlace de referido" className="mt-6 rounded-xl bg-surface p-4">
      <p className="font-semibold">
        Crea tu cuenta gratis o ingresa para ver tu enlace, compartirlo y seguir tu saldo de regalo.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link
          href={`/cuenta/registro/?volver=${REFERRALS_PATH}`}
          className="inline-flex h-11 items-center rounded-full bg-brand px-5 font-bold text-white hover:bg-brand-dark"
        >
          Crear cuenta
        </Link>
        <Link
          href={signInPath(REFERRALS_PATH)}
          className="inline-flex h-11 items-center rounded-full border-2 border-ink px-5 font-bold hover:border-brand hover:text-brand"
        >
          Ingresar
        </Link>
      </div>
    </section>
  );
}

function HowItWorks({ programme }: { programme: ReferralProgramme }) {
  const share = formatPercent(programme.percentageToGift);
  return (
    <>
      <section aria-labelledby="como-funciona" className="mt-8">
        <h2 id="como-funciona" className="text-xl font-bold">
          Cómo funciona
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-6 leading-7">
          <li>Comparte tu enlace por WhatsApp, redes o correo.</li>
          <li>
            {`Tu amigo entra con tu enlace: lo recordamos durante ${programme.cookieDays} días, aunque no compre de una vez, y queda como tu referido al crear su cuenta o al hacer su pedido.`}
          </li>
          <li>
            {`Cuando su pago se confirma (o cuando recibe el pedido, si pagó contraentrega), ganas el ${share} del subtotal de sus productos como saldo de regalo. No cuentan el envío ni el saldo de regalo que esa persona use.`}
          </li>
          <li>Al pagar tu próximo pedido, aplicas tu saldo de regalo hasta el subtotal de tus productos.</li>
        </ol>
      </section>
      <section aria-labelledby="reglas" className="mt-8">
        <h2 id="reglas" className="text-xl font-bold">
          Reglas
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 leading-7">
          <li>Nadie puede referirse a sí mismo, y cada amigo es referido de quien lo invitó primero.</li>
          <li>
            Si el pedido de tu referido se anula o se reembolsa, se descuenta el saldo que te dio; si ya lo usaste, lo
            descontamos de tu próximo saldo. Tu saldo nunca queda negativo.
          </li>
          <li>En tus referidos solo ves su nombre corto, nunca sus datos ni sus pedidos.</li>
        </ul>
      </section>
      <section aria-labelledby="puntos" className="mt-8">
        <h2 id="puntos" className="text-xl font-bold">
          También sumas puntos
        </h2>
        <p className="mt-3 leading-7">
          {`Cada ${formatPesos(programme.pesosPerPoint)} de saldo de regalo que ganas te da 1 punto, igual que tus compras. Con tus puntos subes de nivel y apareces en la `}
          <Link href={RANKING_PATH} className={link}>
            tabla de clasificación
          </Link>
          {' del mes. '}
          <Link href={LEVELS_PATH} className={link}>
            Conoce los niveles y sus beneficios
          </Link>
          .
        </p>
      </section>
    </>
  );
}
