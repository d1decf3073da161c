import { Link } from 'wouter';
import { adminReturnEndpoints } from '../../../contract/admin-returns';
import { requestOf, type AsJson } from '../../../contract/endpoint';
import type { Return } from '../../../core/returns/return';
import { REVERSAL_CAUSE_LABELS } from '../../../core/returns/return-reasons';
import { formatPesos } from '../../../core/shared/format';
import { shortDate } from '../dates';
import { ACCOUNT_TYPE_NAMES, DESTINATION_NAMES, REFUND_STATE_NAMES, REFUND_WAY_NAMES } from '../return-labels';
import { Section } from './order-sections';

type Shown = { readonly r: AsJson<Return> };

const BACK_NAMES: ReadonlyMap<string, string> = new Map([
  ['on-sale', 'volvió a la venta'],
  ['damaged', 'averiado'],
]);

/** The units given back: product and presentation, units, the price they were sold at, where they went, the variant an
 * exchange asked for instead (by its SKU: the answer names no other variant) and the replacement order once made. */
export function ReturnLines({ r }: Shown) {
  if (r.lines.length === 0)
    return (
      <Section id="lineas" title="Productos">
        <p className="text-sm">Reembolso de cortesía de {formatPesos(r.goodwill ?? 0)}: no se devuelven productos.</p>
      </Section>
    );
  return (
    <Section id="lineas" title="Productos">
      <ul className="flex flex-col gap-2 text-sm">
        {r.lines.map((l) => (
          <li key={l.sku} className="flex flex-wrap gap-x-3">
            <span className="grow font-semibold">{l.name}</span>
            <span className="font-mono text-xs">{l.sku}</span>
            <span>
              {l.quantity} × <span className="tabular-nums">{formatPesos(l.unitPrice)}</span>
            </span>
            {l.back && <span>· {BACK_NAMES.get(l.back)}</span>}
            {l.exchangeSku && (
              <span className="basis-full">
                Cambiar por <span className="font-mono text-xs">{l.exchangeSku}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
      {r.replacementOrderNumber && (
        <p className="mt-2 text-sm">
          Pedido de reemplazo{' '}
          <Link href={`/pedidos/${r.replacementOrderNumber}/`} className="font-semibold underline">
            {r.replacementOrderNumber}
          </Link>
        </p>
      )}
    </Section>
  );
}

/** What the shopper wrote, and the cause of a payment reversal. */
export function ShopperWords({ r }: Shown) {
  return (
    <Section id="palabras" title="Lo que escribió el cliente">
      {r.reversalCause && <p className="font-semibold">{REVERSAL_CAUSE_LABELS.get(r.reversalCause)}</p>}
      <p className="whitespace-pre-line">{r.words}</p>
    </Section>
  );
}

/** The address of a picture the shopper attached, as the API serves it. */
export const pictureUrl = (number: string, picture: string): string =>
  requestOf(adminReturnEndpoints.returnPicture, { number, picture }).path;

/** The shopper's pictures as thumbnails, each opening full size. */
export function ReturnPictures({ r }: Shown) {
  if (r.evidence.length === 0) return null;
  return (
    <Section id="fotos" title="Fotos del cliente">
      <ul className="flex flex-wrap gap-3">
        {r.evidence.map((e, i) => (
          <li key={e.id}>
            <a href={pictureUrl(r.number, e.id)} target="_blank" rel="noreferrer">
              <img
                src={pictureUrl(r.number, e.id)}
                alt={`Foto ${i + 1} del cliente (abrir en tamaño completo)`}
                width={112}
                height={112}
                className="size-28 rounded-md border border-line object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Where the money goes back, with the account of a transfer. */
export function RefundDestination({ r }: Shown) {
  const a = r.bankAccount;
  return (
    <Section id="destino" title="Cómo quiere el dinero">
      <p>{DESTINATION_NAMES.get(r.refundTo)}</p>
      {a && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          <dt>Banco</dt>
          <dd>{a.bank}</dd>
          <dt>Tipo de cuenta</dt>
          <dd>{ACCOUNT_TYPE_NAMES.get(a.accountType)}</dd>
          <dt>Número</dt>
          <dd className="font-mono">{a.number}</dd>
          <dt>Titular</dt>
          <dd>
            {a.holderName} · {a.documentType} {a.documentNumber}
          </dd>
        </dl>
      )}
    </Section>
  );
}

/** The steps taken, with their dates in Bogotá, and what the operator told the shopper. */
export function ReturnSteps({ r }: Shown) {
  const s = r.steps;
  const steps: readonly (readonly [string, string | null, string | null])[] = [
    ['Solicitada', s.requestedAt, null],
    ['Aprobada', s.approvedAt, r.instructions],
    ['Rechazada', s.rejectedAt, r.rejection],
    ['Recibida', s.receivedAt, null],
    ['Reembolsada', s.refundedAt, null],
  ];
  return (
    <Section id="pasos" title="Pasos">
      <ol className="flex flex-col gap-1 text-sm">
        {steps
          .filter(([, at]) => at !== null)
          .map(([name, at, said]) => (
            <li key={name}>
              <strong>{name}</strong> · {shortDate(at!)}
              {said && <p className="whitespace-pre-line text-muted">{said}</p>}
            </li>
          ))}
      </ol>
    </Section>
  );
}

/** The refunds made: how, how much (money and gift credit), the reference, and their state said plainly. */
export function ReturnRefunds({ r }: Shown) {
  if (r.refunds.length === 0) return null;
  return (
    <Section id="reembolsos" title="Reembolsos">
      <ul className="flex flex-col gap-2 text-sm">
        {r.refunds.map((f) => (
          <li key={f.id} className={f.state === 'refunded' ? '' : 'rounded-md border-l-4 border-warn pl-2'}>
            <strong className="tabular-nums">{formatPesos(f.shares.money)}</strong>
            {f.shares.credit > 0 ? ` y ${formatPesos(f.shares.credit)} de saldo de regalo` : ''} ·{' '}
            {REFUND_WAY_NAMES.get(f.how)}
            {f.provider ? ` (${f.provider})` : ''}
            {f.reference ? ` · ref. ${f.reference}` : ''} · {shortDate(f.at)}
            <br />
            <span className={f.state === 'refunded' ? '' : 'font-semibold'}>{REFUND_STATE_NAMES.get(f.state)}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
