import { useState, type FormEvent, type ReactNode } from 'react';
import { FormAlert, SubmitButton } from '../../../components/forms/form-parts';
import { showFirstProblem } from '../../../lib/forms/show-problem';
import type { PaymentFailure } from './payment-failure';

/** Starts a payment with what the form holds (given the form, for a provider's script that reads its inputs): null once
 * the server took it (the page moves on), or what to show. */
export type SendPayment = (form: HTMLFormElement) => Promise<PaymentFailure | null>;

type Props = {
  /** The form's accessible name ("Pagar con Nequi: notificación a tu celular"). */
  readonly label: string;
  /** The fields this form has: a refusal naming one of them is shown under it, any other above the form. */
  readonly fields?: readonly string[];
  readonly send: SendPayment;
  readonly submit: string;
  readonly busyText: string;
  /** The form's fields, given the message to show under each (by field name). */
  readonly children?: (errors: Readonly<Record<string, string>>, clear: () => void) => ReactNode;
};

/** A failure as the form shows it: the messages under its own fields, and the rest above it. */
export const shownFailure = (
  failure: PaymentFailure | null,
  fields: readonly string[],
): { readonly errors: Readonly<Record<string, string>>; readonly alert: string | null } => {
  if (!failure) return { errors: {}, alert: null };
  if ('alert' in failure) return { errors: {}, alert: failure.alert };
  const all = 'fields' in failure ? failure.fields : { [failure.field]: failure.message };
  const own = Object.entries(all).filter(([f]) => fields.includes(f));
  const rest = Object.entries(all).filter(([f]) => !fields.includes(f));
  return { errors: Object.fromEntries(own), alert: rest.length > 0 ? rest.map(([, m]) => m).join(' ') : null };
};

/** The frame every instrument's form shares: one "Pagar" that cannot be sent twice, the refusal above the form or
 * under its field (focused), and nothing charged until the server says so. */
export function PayForm({ label, fields = [], send, submit, busyText, children }: Props) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const form = e.currentTarget;
    setBusy(true);
    setFailure(null);
    const shown = await send(form);
    setBusy(false);
    setFailure(shown);
    if (shown) showFirstProblem(form);
  };
  const { errors, alert } = shownFailure(failure, fields);
  return (
    // Refusals come back as values (paymentFailure), so the promise of onSubmit never rejects.
    <form method="post" noValidate aria-label={label} onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      {alert && <FormAlert tone="error">{alert}</FormAlert>}
      {children?.(errors, () => setFailure(null))}
      <SubmitButton busy={busy} busyText={busyText}>
        {submit}
      </SubmitButton>
    </form>
  );
}
