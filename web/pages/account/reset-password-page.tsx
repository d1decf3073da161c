import { RequestError } from '../../../contract/request-error';
import { useState } from 'react';
import { Link } from 'wouter';
import { FormAlert, ScriptForm, SubmitButton } from '../../components/forms/form-parts';
import { PasswordField } from '../../components/forms/password-field';
import { useForm } from '../../components/forms/use-form';
import { authEndpoints } from '../../../contract/auth';
import { httpApi } from '../../lib/http-api';
import { passwordResetConfirmForm } from '../../../contract/forms/account-forms';
import { AuthFrame } from './auth-frame';

const link = 'font-semibold text-brand-dark underline hover:text-brand';
const ASK_AGAIN = (
  <Link href="/cuenta/recuperar/" className={link}>
    Pide un enlace nuevo
  </Link>
);

/** Why the link cannot set a password (it expired, was used, or is not ours: 410, 400), or null for any other failure,
 * which the form shows as it shows every other. Asking for a new link is the only way forward from a dead one. */
const deadLinkOf = (error: unknown): string | null => {
  if (!(error instanceof RequestError)) return null;
  switch (error.kind) {
    case 'reset-token-expired':
    case 'reset-token-used':
    case 'reset-token-invalid':
      return error.message;
    case 'invalid-input':
      return error.fields.token ?? null;
    default:
      return null;
  }
};

/** Sets a new password from the link of the reset mail; an expired, used or incomplete link says so and offers a new one. */
export function ResetPasswordPage({ token }: { token: string }) {
  const form = useForm({ token, password: '' }, passwordResetConfirmForm);
  const [done, setDone] = useState<string | null>(null);
  const [deadLink, setDeadLink] = useState<string | null>(
    token ? null : 'Este enlace está incompleto. Ábrelo de nuevo desde el correo, o pide uno nuevo.',
  );
  // form.submit catches every failure and shows it by the fields or above them: its promise never rejects.
  const onSubmit = form.submit(async (v) => {
    try {
      setDone((await httpApi(authEndpoints).confirmPasswordReset({ token: v.token, password: v.password })).message);
    } catch (error) {
      const dead = deadLinkOf(error);
      if (dead === null) throw error;
      setDeadLink(dead);
    }
  });
  return (
    <AuthFrame title="Crea una contraseña nueva">
      {done ? (
        <div className="space-y-4">
          <FormAlert tone="success">{done}</FormAlert>
          <Link
            href="/cuenta/ingresar/"
            className="inline-flex h-12 items-center rounded-full bg-brand px-6 font-bold text-white hover:bg-brand-dark"
          >
            Ingresar con tu contraseña nueva
          </Link>
        </div>
      ) : deadLink ? (
        <div className="space-y-4">
          <FormAlert tone="error">{deadLink}</FormAlert>
          <p>{ASK_AGAIN}</p>
        </div>
      ) : (
        <ScriptForm onSubmit={onSubmit} alert={form.alert}>
          <PasswordField {...form.field('password')} label="Contraseña nueva" autoComplete="new-password" />
          <SubmitButton busy={form.busy} busyText="Guardando…">
            Guardar contraseña
          </SubmitButton>
        </ScriptForm>
      )}
    </AuthFrame>
  );
}
