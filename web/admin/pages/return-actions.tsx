import type { FormEvent } from 'react';
import type { AsJson } from '../../../contract/endpoint';
import type { Permission } from '../../../core/operators/roles';
import { unitsOf, type Return } from '../../../core/returns/return';
import { refundsBeforeReceipt } from '../../../core/returns/return-state';
import { returnsApi } from '../api';
import { Button, fieldsOf, FormError, TextField } from '../controls';
import { Section } from './order-sections';
import { RefundForm } from './return-refund';
import { useSending, type Done } from './return-sending';

type Shown = AsJson<Return>;

/** The steps an operator may take on a return now: its state allows them and their role holds the permission. */
export const returnActions = (
  r: Pick<Shown, 'state' | 'lines' | 'reversalCause'>,
  can: (p: Permission) => boolean,
): ReadonlySet<'answer' | 'receive' | 'refund'> => {
  const early = refundsBeforeReceipt({ units: unitsOf(r), reversalCause: r.reversalCause });
  const actions = new Set<'answer' | 'receive' | 'refund'>();
  if (r.state === 'requested' && can('returns.write')) actions.add('answer');
  if (r.state === 'approved' && !early && can('returns.receive')) actions.add('receive');
  if ((r.state === 'received' || (r.state === 'approved' && early)) && can('payments.refund')) actions.add('refund');
  return actions;
};

/** One text the shopper reads and its button: the approval's instructions, the rejection's reason. */
function AnswerForm({ r, to, done }: { r: Shown; to: 'approve' | 'reject'; done: Done }) {
  const { busy, error, field, send } = useSending();
  const approve = to === 'approve';
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = fieldsOf(event.currentTarget).text ?? '';
    const ask = approve ? returnsApi.approveReturn : returnsApi.rejectReturn;
    const answered = await send(() => ask({ number: r.number, text }));
    if (answered?.ok)
      done(answered.value, approve ? `Devolución ${r.number} aprobada.` : `Devolución ${r.number} rechazada.`);
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-2" noValidate>
      <TextField
        id={approve ? 'instrucciones' : 'motivo-rechazo'}
        name="text"
        required
        maxLength={2000}
        label={approve ? 'Instrucciones para devolver los productos' : 'Motivo del rechazo (lo lee el cliente)'}
        error={field ?? undefined}
      />
      {!field && <FormError message={error} />}
      <div>
        <Button type="submit" busy={busy} kind={approve ? 'primary' : 'quiet'}>
          {approve ? 'Aprobar devolución' : 'Rechazar devolución'}
        </Button>
      </div>
    </form>
  );
}

/** Approve with the return shipping instructions, or reject with the reason the shopper reads. */
export function AnswerForms({ r, done }: { r: Shown; done: Done }) {
  return (
    <Section id="responder" title="Responder la solicitud">
      <AnswerForm r={r} to="approve" done={done} />
      <AnswerForm r={r} to="reject" done={done} />
    </Section>
  );
}

/** Where a received line goes, as the warehouse chooses it. */
const BACKS = [
  ['on-sale', 'Vuelve a la venta'],
  ['damaged', 'Averiado'],
] as const;

/** What the operator reads once the units are received: for an exchange, the replacement order it made. */
export const receivedText = (r: Pick<Shown, 'number' | 'replacementOrderNumber'>): string =>
  r.replacementOrderNumber
    ? `Devolución ${r.number} recibida: se creó el pedido de reemplazo ${r.replacementOrderNumber}, que se despacha al cliente.`
    : `Devolución ${r.number} recibida.`;

/** The warehouse receives the units: each line back on sale or damaged, chosen per line (none chosen beforehand). */
export function ReceiveForm({ r, done }: { r: Shown; done: Done }) {
  const { busy, error, send } = useSending();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new Map(Object.entries(fieldsOf(event.currentTarget)));
    const lines = r.lines.flatMap((l) => {
      const back = BACKS.find(([value]) => value === chosen.get(`back-${l.sku}`))?.[0];
      return back ? [{ sku: l.sku, back }] : [];
    });
    const received = await send(() => returnsApi.receiveReturn({ number: r.number, lines }));
    if (received?.ok) done(received.value, receivedText(received.value));
  };
  return (
    <Section id="recibir" title="Recibir los productos">
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" noValidate>
        {r.lines.map((l) => (
          <fieldset key={l.sku} className="flex flex-col gap-1">
            <legend className="font-semibold">
              {l.name} · {l.quantity} {l.quantity === 1 ? 'unidad' : 'unidades'}
            </legend>
            <div className="flex flex-wrap gap-4">
              {BACKS.map(([value, label]) => (
                <label key={value} className="flex min-h-11 items-center gap-2">
                  <input type="radio" name={`back-${l.sku}`} value={value} required />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <FormError message={error} />
        <div>
          <Button type="submit" busy={busy}>
            Registrar recepción
          </Button>
        </div>
      </form>
    </Section>
  );
}

/** The actions on a return the state and the operator's role allow, each on its own. */
export function ReturnActions({ r, can, done }: { r: Shown; can: (p: Permission) => boolean; done: Done }) {
  const actions = returnActions(r, can);
  return (
    <>
      {actions.has('answer') && <AnswerForms r={r} done={done} />}
      {actions.has('receive') && <ReceiveForm r={r} done={done} />}
      {actions.has('refund') && <RefundForm r={r} done={done} />}
    </>
  );
}
