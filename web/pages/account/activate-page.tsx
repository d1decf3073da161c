import { RequestError } from '../../../contract/request-error';
import { useState } from 'react';
import { Link } from 'wouter';
import { FormAlert, ScriptForm, SubmitButton } from '../../components/forms/form-parts';
import { useForm } from '../../components/forms/use-form';
import { authEndpoints } from '../../../contract/auth';
import { httpApi } from '../../lib/http-api';
import { activateForm } from '../../../contract/forms/account-forms';
import { signedIn } from '../../state/session';
import { AuthFrame } from './auth-frame';

const primary = 'inline-flex h-12 items-center rounded-full bg-brand px-6 font-bold text-white hover:bg-brand-dark';
const secondary = 'font-semibold text-brand-dark underline hover:text-brand';

type DeadLink = { readonly message: string; readonly next: 'sign-in' | 'sign-up' };

/** Why the link cannot create an account (used or an account already there: sign in; expired or not ours: sign up
 * again), or null for any other failure, which the form shows as it shows every other. */
const deadLinkOf = (error: unknown): DeadLink | null => {
  if (!(error instanceof RequestError)) return null;
  switch (error.kind) {
    case 'activation-token-used':
    case 'account-exists':
      return { message: error.message, next: 'sign-in' };
    case 'activation-token-expired':
    case 'activation-token-invalid':
      return { message: error.message, next: 'sign-up' };
    case 'invalid-input':
      return { message: error.fields.token ?? error.message, next: 'sign-up' };
    default:
      return null;
  }
};

const claimedText = (claimed: number): string | null => {
  if (claimed === 0) return null;
  return claimed === 1
    ? 'El pedido que hiciste como invitado con este correo ya está en tu cuenta.'
    : `Los ${claimed} pedidos que hiciste como invitado con este correo ya están en tu cuenta.`;
};

/** Where the link of the activation mail lands: one button creates the account and signs it in (a button, so a mail
 * scanner that opens links creates nothing), or the page says why the link no longer works and what to do instead. */
export function ActivatePage({ token }: { token: string }) {
  const form = useForm({ token }, activateForm);
  const [done, setDone] = useState<{ name: string; claimed: number } | null>(null);
  const [deadLink, setDeadLink] = useState<DeadLink | null>(
    token ? null : { message: 'Este enlace está incompleto. Ábrelo de nuevo desde el correo.', next: 'sign-up' },
  );
  // form.submit catches every failure and shows it by the fields or above them: its promise never rejects.
  const onSubmit = form.submit(async (v) => {
    try {
      const { account, claimedOrders } = await httpApi(authEndpoints).activateAccount({ token: v.token });
      await signedIn(account);
      setDone({ name: account.name, claimed: claimedOrders.length });
    } catch (error) {
      const dead = deadLinkOf(error);
      if (dead === null) throw error;
      setDeadLink(dead);
    }
  });
  if (done) {
    const claimed = claimedText(done.claimed);
    return (
      <AuthFrame title="Tu cuenta está activa">
        <div className="space-y-4">
          <FormAlert tone="success">{`¡Listo, ${done.name.split(' ')[0]}! Tu cuenta está activa y ya iniciaste sesión.`}</FormAlert>
          {claimed && <p>{claimed}</p>}
          <p>
            <Link href="/micuenta/" className={primary}>
              Ir a mi cuenta
            </Link>
          </p>
          <p>
            <Link href="/" className={secondary}>
              Seguir comprando
            </Link>
          </p>
        </div>
      </AuthFrame>
    );
  }
  if (deadLink)
    return (
      <AuthFrame title="No pudimos activar tu cuenta">
        <div className="space-y-4">
          <FormAlert tone="error">{deadLink.message}</FormAlert>
          <p>
            {deadLink.next === 'sign-in' ? (
              <Link href="/cuenta/ingresar/" className={primary}>
                Iniciar sesión
              </Link>
            ) : (
              <Link href="/cuenta/registro/" className={primary}>
                Registrarme de nuevo
              </Link>
            )}
          </p>
        </div>
      </AuthFrame>
    );
  return (
    <AuthFrame title="Activa tu cuenta" intro="Confirma que este correo es tuyo: creamos tu cuenta e inicias sesión.">
      <ScriptForm onSubmit={onSubmit} alert={form.alert}>
        <SubmitButton busy={form.busy} busyText="Activando tu cuenta…">
          Activar mi cuenta
        </SubmitButton>
      </ScriptForm>
    </AuthFrame>
  );
}
