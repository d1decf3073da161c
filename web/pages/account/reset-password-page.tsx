import { useState } from 'react';
import { Link } from 'wouter';
import { FormAlert, SubmitButton } from '../../components/forms/form-parts';
import { PasswordField } from '../../components/forms/password-field';
import { useForm } from '../../components/forms/use-form';
import { authApi } from '../../lib/auth-api';
import { RequestError } from '../../lib/json-api';
import { passwordResetConfirmForm } from '../../lib/forms/account-forms';
import { AuthFrame } from './auth-frame';

const link = 'font-semibold text-brand-dark underline hover:text-brand';
const ASK_AGAIN = (
  <Link href="/cuenta/recuperar/" className={link}>
    Pide un enlace nuevo
  </Link>
);

/** Sets a new password from the link of the reset mail; an expired, used or incomplete link says so and offers a new one. */
export function ResetPasswordPage({ token }: { token: string }) {
  const form = useForm({ token, password: '' }, passwordResetConfirmForm);
  const [done, setDone] = useState<string | null>(null);
  const [deadLink, setDeadLink] = useState<string | null>(
    token ? null : 'Este enlace está incompleto. Ábrelo de nuevo desde el correo, o pide uno nuevo.',
  );
  const onSubmit = form.submit(async (v) => {
    try {
      setDone((await authApi.confirmReset(v.token, v.password)).message);
    } catch (error) {
      // The link expired, was used or is not ours (410, 400): asking for a new one is the only way forward.
      if (error instanceof RequestError && (error.kind.startsWith('reset-token') || error.fields.token))
        setDeadLink(error.fields.token ?? error.message);
      else throw error;
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
        <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
          {form.alert && <FormAlert tone="error">{form.alert}</FormAlert>}
          <PasswordField
            name="password"
            label="Contraseña nueva"
            autoComplete="new-password"
            value={form.values.password}
            onChange={form.set('password')}
            error={form.errors.password}
          />
          <SubmitButton busy={form.busy} busyText="Guardando…">
            Guardar contraseña
          </SubmitButton>
        </form>
      )}
    </AuthFrame>
  );
}
