import { useState } from 'react';
import { useSearch } from 'wouter';
import { REFUSAL_TEXT, RETURNS_ANCHOR, returnOutcomeOf } from '../../../contract/return-form-outcome';
import type { OrderView } from '../../../contract/checkout';
import type { ReturnView } from '../../../contract/returns';
import { formatPesos } from '../../../core/shared/format';
import { FormAlert } from '../../components/forms/form-parts';
import { orderLinkParts } from '../../lib/order-link';
import { ReturnForm } from './return-form';
import { ReturnWindowsNote } from './return-windows-note';

/** What happens next for a return in its state. */
const nextFor = (r: ReturnView): string | null => {
  switch (r.state) {
    case 'requested':
      return `Te respondemos a más tardar el ${r.answerByText}.`;
    case 'approved':
      return r.instructions ? `Cómo enviarnos los productos: ${r.instructions}` : null;
    case 'rejected':
      return r.rejection ? `El motivo: ${r.rejection}` : null;
    case 'received':
      return 'Recibimos los productos. Ahora preparamos tu reembolso.';
    default:
      return null;
  }
};

/** One return: its number, state, units, what happens next and the refunds made of it. */
function ReturnItem({ r }: { r: ReturnView }) {
  const next = nextFor(r);
  return (
    <li className="rounded-lg border border-line p-3" data-devolucion={r.number}>
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <strong className="tabular">{`Devolución ${r.number}`}</strong>
        <span>
          {'Estado: '}
          <strong data-estado={r.state}>{r.stateLabel}</strong>
        </span>
      </p>
      <p className="mt-1 text-muted">{`${r.reasonLabel} · pedida el ${r.requestedAtText}`}</p>
      <ul className="mt-1">
        {r.lines.map((l) => (
          <li key={l.sku} className="tabular">{`${l.quantity} × ${l.name}`}</li>
        ))}
      </ul>
      {next && <p className="mt-2">{next}</p>}
      {r.refundedText && <p className="mt-2 font-bold tabular">{r.refundedText}</p>}
      {r.refunds.length > 0 && (
        <ul className="mt-1 space-y-1">
          {r.refunds.map((f, i) => (
            <li key={i} className="tabular">
              {f.done
                ? `${formatPesos(f.amount)} ${f.howText}, el ${f.atText}.`
                : `En proceso: ${formatPesos(f.amount)} ${f.howText}.`}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** What the page says after the form was sent: the return's number and what happens next. */
function Asked({ number, answerByText }: { number: string; answerByText: string | null }) {
  return (
    <FormAlert tone="success">
      <strong className="block">{`Recibimos tu solicitud de devolución ${number}.`}</strong>
      {answerByText ? `Te respondemos a más tardar el ${answerByText}. ` : 'Te respondemos dentro de 15 días hábiles. '}
      Te enviamos un correo con el número; si la aprobamos, te decimos cómo enviarnos los productos.
    </FormAlert>
  );
}

/**
 * The order's returns on its page, and the form to ask for one while units are left: kept up to date with the order
 * (its page reads the order again on each of its news, returns' included). `onAsked` has the page read the order again.
 */
export function OrderReturns({ order, onAsked }: { order: OrderView; onAsked: () => void }) {
  const told = returnOutcomeOf(useSearch());
  const [asked, setAsked] = useState<ReturnView | null>(null);
  const sent = asked?.number ?? (told?.state === 'sent' ? told.number : null);
  const shownSent = sent ? order.returns.find((r) => r.number === sent) : undefined;
  const refused = told?.state === 'refused' && !asked ? REFUSAL_TEXT.get(told.kind) : undefined;
  const form = order.returnForm;
  if (order.returns.length === 0 && !form) return null;
  return (
    <section id={RETURNS_ANCHOR} aria-labelledby="devoluciones-titulo" className="rounded-xl border border-line p-4">
      <h2 id="devoluciones-titulo" className="text-lg font-bold">
        Devoluciones
      </h2>
      <div className="mt-2 space-y-3 text-sm">
        {sent && <Asked number={sent} answerByText={asked?.answerByText ?? shownSent?.answerByText ?? null} />}
        {order.returns.length > 0 && (
          <ul className="space-y-3">
            {order.returns.map((r) => (
              <ReturnItem key={r.number} r={r} />
            ))}
          </ul>
        )}
        {form && (
          <details
            id="pedir-devolucion"
            open={Boolean(refused) || undefined}
            className="rounded-lg border border-line p-3"
          >
            <summary className="cursor-pointer font-bold text-brand-dark">
              {form.lostParcel ? 'No recibí mi pedido: pedir la reversión del pago' : 'Pedir una devolución'}
            </summary>
            <div className="mt-3 space-y-3">
              {refused && (
                <FormAlert tone="error">{`${refused} Vuelve a llenar el formulario y a elegir las fotos.`}</FormAlert>
              )}
              <ReturnWindowsNote form={form} />
              <ReturnForm
                key={order.returns.length}
                number={order.number}
                signature={orderLinkParts(order.link)?.signature ?? null}
                form={form}
                onAsked={(r) => {
                  setAsked(r);
                  onAsked();
                }}
              />
            </div>
          </details>
        )}
      </div>
    </section>
  );
}
