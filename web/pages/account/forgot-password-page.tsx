import { useState } from 'react';
import { Link } from 'wouter';
import { EmailField } from '../../components/forms/email-field';
import { FormAlert, ScriptForm, SubmitButton } from '../../components/forms/form-parts';
import { useForm } from '../../components/forms/use-form';
import { authEndpoints } from '../../../contract/auth';
import { httpApi } from '../../lib/http-api';
import { passwordResetRequestForm } from '../../../contract/forms/account-forms';
import { AuthFrame } from './auth-frame';

/** Asks for the password-reset mail; the answer is the same whether or not the email has an account. */
export function ForgotPasswordPage() {
  const form = useForm({ email: '' }, passwordResetRequestForm);
  const [sent, setSent] = useState<string | null>(null);
  // form.submit catches every failure and shows it by the fields or above them: its promise never rejects.
  const onSubmit = form.submit(async ({ email }) => {
    setSent((await httpApi(authEndpoints).requestPasswordReset({ email })).message);
  });
  return (
    <AuthFrame
      title="Recupera tu contraseña"
      intro="Escribe el correo de tu cuenta y te enviaremos un enlace para crear una contraseña nueva."
    >
      {sent ? (
        <div className="space-y-4">
          <FormAlert tone="success">{sent}</FormAlert>
          <p className="text-sm text-muted">
            ¿No te llegó? Revisa la carpeta de correo no deseado o vuelve a pedirlo en unos minutos.
          </p>
          <button
            type="button"
            onClick={() => setSent(null)}
            className="font-semibold text-brand-dark underline hover:text-brand"
          >
            Pedir otro enlace
          </button>
        </div>
      ) : (
        <ScriptForm onSubmit={onSubmit} alert={form.alert}>
          <EmailField value={form.values.email} onChange={form.set('email')} error={form.errors.email} />
          <SubmitButton busy={form.busy}>Enviar enlace</SubmitButton>
        </ScriptForm>
      )}
      <p className="mt-8 border-t border-line pt-6">
        ¿Recordaste tu contraseña?{' '}
        <Link href="/cuenta/ingresar/" className="font-semibold text-brand-dark underline hover:text-brand">
          Ingresa
        </Link>
      </p>
    </AuthFrame>
  );
}
