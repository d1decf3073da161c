import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import type { AsJson } from '../../../contract/endpoint';
import type { CustomerDetail } from '../../../core/customer-care/console-customers';
import type { MarketingConsentSource } from '../../../core/customers/ports';
import { formatPesos } from '../../../core/shared/format';
import { FormError } from '../controls';
import { shortDate } from '../dates';
import { ConsolePage } from '../layout';
import { STATE_LABELS } from '../order-states';
import { CustomerCredit } from './customer-credit';
import { customersApi } from './customers-page';

const CONSENT_SOURCES: ReadonlyMap<MarketingConsentSource, string> = new Map<MarketingConsentSource, string>([
  ['sign-up', 'al registrarse'],
  ['account', 'en su cuenta (Mi cuenta)'],
  ['unknown', 'origen desconocido: es anterior al registro de consentimientos y se fecha en su registro'],
]);

/** Marketing consent as given: yes or no, and when and where it was given or withdrawn. */
const marketingConsentText = (c: AsJson<CustomerDetail['consent']>): string => {
  if (!c.marketingAt || !c.marketingSource) return c.marketing ? 'sí, las aceptó' : 'no las ha aceptado';
  const when = shortDate(c.marketingAt);
  const where = CONSENT_SOURCES.get(c.marketingSource) ?? c.marketingSource;
  return c.marketing ? `sí, las aceptó el ${when}, ${where}` : `no: retiró su aceptación el ${when}, ${where}`;
};

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2 rounded-md bg-white p-4">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The customer's orders, each opening its page in Pedidos. */
function Orders({ orders }: { orders: AsJson<CustomerDetail['orders']> }) {
  if (orders.length === 0) return <p className="text-muted">Todavía no tiene pedidos.</p>;
  return (
    <ul aria-label="Pedidos del cliente" className="flex flex-col divide-y divide-line">
      {orders.map((o) => (
        <li key={o.number}>
          <Link href={`/pedidos/${o.number}/`} className="flex flex-wrap gap-x-3 py-2">
            <strong>{o.number}</strong>
            <span>{STATE_LABELS.get(o.state)}</span>
            <span className="tabular-nums">{formatPesos(o.total)}</span>
            <span className="text-sm text-muted">{shortDate(o.placedAt)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Who brought them and whom they brought. */
function Referrals({ detail }: { detail: AsJson<CustomerDetail> }) {
  const { referredBy, accounts, buyers } = detail.referrals;
  return (
    <>
      <p>Lo refirió: {referredBy ? `${referredBy.name} (${referredBy.email})` : 'nadie'}</p>
      <p>
        Código de referido <strong>{detail.account.referralCode}</strong>: {accounts} cuentas creadas y {buyers}{' '}
        compradores con su enlace.
      </p>
      {detail.referred.length > 0 && (
        <ul aria-label="Cuentas que refirió" className="list-disc pl-5 text-sm">
          {detail.referred.map((r) => (
            <li key={r.id}>
              {r.name} · desde {shortDate(r.createdAt)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** A read key from the address: the e-mail the list links by (decoded once, whatever the router left). */
const keyOf = (raw: string) => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

/** One customer: account, orders, addresses, gift credit, loyalty, referrals and the consent they gave. */
export function CustomerPage() {
  const { key: raw = '' } = useParams<{ key: string }>();
  const key = keyOf(raw);
  const [detail, setDetail] = useState<AsJson<CustomerDetail> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = () =>
    void customersApi.customerDetail({ key }).then((r) => (r.ok ? setDetail(r.value) : setError(r.error.message)));
  useEffect(reload, [key]);
  const a = detail?.account;
  const progress = detail?.loyalty.progress;
  return (
    <ConsolePage title={a ? a.name : 'Cliente'}>
      <FormError message={error} />
      {detail && a && progress && (
        <>
          <p className="text-sm text-muted">
            {a.email}
            {a.emailVerifiedAt ? '' : ' (correo sin verificar)'} ·{' '}
            {a.documentType ? `${a.documentType} ${a.documentNumber}` : 'sin documento'} · {a.phone ?? 'sin celular'} ·
            cliente desde {shortDate(a.since)}
          </p>
          <Part id="pedidos" title="Pedidos">
            <Orders orders={detail.orders} />
          </Part>
          <CustomerCredit detail={detail} onChange={reload} />
          <Part id="nivel" title="Nivel de lealtad">
            <p>
              <strong>{progress.level.name}</strong> · {detail.loyalty.points} puntos
              {progress.next
                ? ` · le faltan ${progress.pointsToNext} para ${progress.next.name}`
                : ' · el nivel más alto'}
            </p>
          </Part>
          <Part id="referidos" title="Referidos">
            <Referrals detail={detail} />
          </Part>
          <Part id="direcciones" title="Direcciones">
            {detail.addresses.length === 0 ? (
              <p className="text-muted">No tiene direcciones guardadas.</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {detail.addresses.map((d) => (
                  <li key={d.id}>
                    <strong>{d.label}</strong>
                    {d.isDefault ? ' (principal)' : ''} · {d.recipient} · {d.phone}
                    <br />
                    {[d.line1, d.line2].filter(Boolean).join(', ')} · {d.city}
                  </li>
                ))}
              </ul>
            )}
          </Part>
          <Part id="consentimiento" title="Consentimiento">
            <p>
              Política de tratamiento de datos y términos: los aceptó al registrarse,{' '}
              {shortDate(detail.consent.privacyAt)}
            </p>
            <p>Ofertas por correo: {marketingConsentText(detail.consent)}</p>
          </Part>
        </>
      )}
    </ConsolePage>
  );
}
