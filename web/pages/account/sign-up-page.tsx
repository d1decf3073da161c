import { useState } from 'react';
import { Link } from 'wouter';
import { EmailField } from '../../components/forms/email-field';
import { CheckboxField, TextField } from '../../components/forms/fields';
import { FormAlert, ScriptForm, SubmitButton } from '../../components/forms/form-parts';
import { PasswordField } from '../../components/forms/password-field';
import { useForm } from '../../components/forms/use-form';
import { authEndpoints, type SignUpRequest } from '../../../contract/auth';
import { httpApi } from '../../lib/http-api';
import { signInPath } from '../../../contract/return-path';
import { signUpForm } from '../../../contract/forms/account-forms';
import { AuthFrame } from './auth-frame';

const link = 'font-semibold text-brand-dark underline hover:text-brand';
const NEW_TAB = <span className="sr-only"> (se abre en otra pestaña)</span>;

/** Sign-up: name, email, password with a live strength hint, the privacy consent (required) and marketing (optional);
 * then "revisa tu correo": the account comes into being when the mailed link is opened (the same answer whether or not
 * the email has an account). */
export function SignUpPage({ returnTo }: { returnTo: string }) {
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<SignUpRequest>(
    { name: '', email: '', password: '', privacyConsent: false, marketingConsent: false },
    signUpForm,
  );
  const { values, errors, set } = form;
  // form.submit catches every failure and shows it by the fields or above them: its promise never rejects.
  const onSubmit = form.submit(async (v) => {
    setSent((await httpApi(authEndpoints).signUp(v)).message);
  });
  if (sent)
    return (
      <AuthFrame title="Revisa tu correo">
        <div className="space-y-4">
          <FormAlert tone="success">{sent}</FormAlert>
          <p className="text-sm text-muted">
            ¿No te llegó? Revisa la carpeta de correo no deseado. El enlace vence en 24 horas; si vence, regístrate de
            nuevo.
          </p>
          <button type="button" onClick={() => setSent(null)} className={link}>
            Corregir mi correo
          </button>
        </div>
      </AuthFrame>
    );
  return (
    <AuthFrame
      title="Crea tu cuenta"
      intro="Con tu cuenta guardas tus direcciones, sigues tus pedidos y ganas saldo de regalo cuando tus amigos compran con tu enlace."
    >
      <ScriptForm onSubmit={onSubmit} alert={form.alert}>
        <TextField
          {...form.field('name')}
          label="Nombre y apellido"
          autoComplete="name"
          placeholder="Ana María Rodríguez"
        />
        <EmailField value={values.email} onChange={set('email')} error={errors.email} />
        <PasswordField
          {...form.field('password')}
          label="Contraseña"
          autoComplete="new-password"
          email={values.email}
        />
        <CheckboxField
          name="privacyConsent"
          checked={values.privacyConsent}
          onChange={set('privacyConsent')}
          error={errors.privacyConsent}
        >
          Acepto la{' '}
          <a href="/politica-privacidad/" target="_blank" rel="noopener" className={link}>
            política de tratamiento de datos personales{NEW_TAB}
          </a>{' '}
          (Ley 1581 de 2012) y los{' '}
          <a href="/terminos-condiciones/" target="_blank" rel="noopener" className={link}>
            términos y condiciones{NEW_TAB}
          </a>
          .
        </CheckboxField>
        <CheckboxField
          name="marketingConsent"
          checked={values.marketingConsent}
          onChange={set('marketingConsent')}
          error={errors.marketingConsent}
        >
          Quiero recibir ofertas y novedades de Fornido por correo. Es opcional y puedes cambiarlo cuando quieras en tu
          cuenta.
        </CheckboxField>
        <SubmitButton busy={form.busy} busyText="Creando tu cuenta…">
          Crear cuenta
        </SubmitButton>
      </ScriptForm>
      <p className="mt-8 border-t border-line pt-6">
        ¿Ya tienes cuenta?{' '}
        <Link href={signInPath(returnTo)} className={link}>
          Ingresa
        </Link>
      </p>
    </AuthFrame>
  );
}
