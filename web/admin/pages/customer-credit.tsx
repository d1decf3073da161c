import { useState, type FormEvent } from 'react';
import type { AsJson } from '../../../contract/endpoint';
import type { CustomerDetail } from '../../../core/customer-care/console-customers';
import type { CreditLine } from '../../../core/loyalty/credit-ports';
import { formatPesos } from '../../../core/shared/format';
import { Button, Field, fieldsOf, FormError } from '../controls';
import { shortDate } from '../dates';
import { useSession } from '../session';
import { customersApi } from './customers-page';

/** What a movement of a customer's gift credit was, as an operator reads it. */
const movementOf = (line: AsJson<CreditLine>): string => {
  const order = line.orderNumber ? ` ${line.orderNumber}` : '';
  switch (line.kind) {
    case 'earned':
      return 'Ganado por el pedido pagado de un referido';
    case 'clawback':
      return line.pending > 0
        ? `Descontado: el pedido del referido se reversó (quedan ${formatPesos(line.pending)} pendientes)`
        : 'Descontado: el pedido del referido se reversó';
    case 'settlement':
      return 'Se saldó un descuento pendiente';
    case 'spent':
      return `Usado en el pedido${order}`;
    case 'restored':
      return `Devuelto: el pedido${order} no se pagó`;
    case 'return-restored':
      return `Devuelto por una devolución del pedido${order}`;
    case 'return-clawback':
      return line.pending > 0
        ? `Descontado: el referido devolvió productos (quedan ${formatPesos(line.pending)} pendientes)`
        : 'Descontado: el referido devolvió productos';
    case 'adjustment':
      return `Ajuste: ${line.reason ?? ''}`;
  }
};

/** A signed amount as typed: "5000", "-5.000", "+ 5 000"; NaN when it is no whole number. */
const typedAmount = (raw: string): number => {
  const compact = raw.replace(/[\s.$]/g, '');
  return /^[+-]?\d{1,9}$/.test(compact) ? Number(compact) : Number.NaN;
};

function AdjustForm({ email, onDone }: { email: string; onDone: (message: string) => void }) {
  const [errors, setErrors] = useState<{ form: string | null; amount?: string; reason?: string }>({ form: null });
  const [busy, setBusy] = useState(false);
  const adjust = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { amount = '', reason = '' } = fieldsOf(form);
    setBusy(true);
    const done = await customersApi.adjustCredit({ email, amount: typedAmount(amount), reason });
    setBusy(false);
    if (!done.ok) {
      const fields = new Map<string, string>(
        done.error.kind === 'invalid-input' ? Object.entries(done.error.fields) : [],
      );
      return setErrors({ form: done.error.message, amount: fields.get('amount'), reason: fields.get('reason') });
    }
    setErrors({ form: null });
    form.reset();
    onDone(`Saldo ajustado: ahora es ${formatPesos(done.value.balance)}.`);
  };
  return (
    <form onSubmit={(e) => void adjust(e)} className="flex flex-col gap-3 border-t border-line pt-3" noValidate>
      <h3 className="font-bold">Ajustar el saldo</h3>
      <FormError message={errors.form} />
      <Field
        label="Monto en pesos"
        name="amount"
        inputMode="numeric"
        autoComplete="off"
        hint="Positivo suma (5000), negativo descuenta (-5000). El saldo nunca queda negativo."
        error={errors.amount}
      />
      <Field label="Motivo" name="reason" autoComplete="off" maxLength={200} error={errors.reason} />
      <div>
        <Button type="submit" busy={busy}>
          Guardar ajuste
        </Button>
      </div>
    </form>
  );
}

/** A customer's gift credit: balance, what a clawback still owes, the movements, and the adjustment where the role
 * allows it. */
export function CustomerCredit({ detail, onChange }: { detail: AsJson<CustomerDetail>; onChange: () => void }) {
  const { can } = useSession();
  const [saved, setSaved] = useState<string | null>(null);
  const { balance, pending } = detail.giftCredit;
  return (
    <section aria-labelledby="saldo" className="flex flex-col gap-3 rounded-md bg-white p-4">
      <h2 id="saldo" className="text-lg font-bold">
        Saldo de regalo
      </h2>
      <p className="text-2xl font-bold tabular-nums">{formatPesos(balance)}</p>
      {pending > 0 && <p className="text-sm">Un descuento aún debe {formatPesos(pending)} de su próximo saldo.</p>}
      {saved && (
        <p role="status" className="text-ok">
          {saved}
        </p>
      )}
      {detail.creditLines.length === 0 ? (
        <p className="text-muted">Sin movimientos.</p>
      ) : (
        <ul aria-label="Movimientos del saldo" className="flex flex-col divide-y divide-line text-sm">
          {detail.creditLines.map((l) => (
            <li key={`${l.at}-${l.kind}-${l.amount}`} className="flex flex-wrap gap-x-3 py-2">
              <span className="font-semibold tabular-nums">{formatPesos(l.amount)}</span>
              <span>{movementOf(l)}</span>
              <span className="w-full text-muted">
                {shortDate(l.at)}
                {l.actor ? ` · ${l.actor.replace(/ <.*>$/, '')}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      {can('customers.credit') && <AdjustForm email={detail.account.email} onDone={(m) => (setSaved(m), onChange())} />}
    </section>
  );
}
