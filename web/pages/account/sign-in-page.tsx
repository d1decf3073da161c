import { Link, useLocation } from 'wouter';
import { EmailField } from '../../components/forms/email-field';
import { ScriptForm, SubmitButton } from '../../components/forms/form-parts';
import { PasswordField } from '../../components/forms/password-field';
import { useForm } from '../../components/forms/use-form';
import { authEndpoints } from '../../../contract/auth';
import { httpApi } from '../../lib/http-api';
import { signInForm } from '../../../contract/forms/account-forms';
import { signedIn } from '../../state/session';
import { AuthFrame } from './auth-frame';

const withReturn = (path: string, returnTo: string) =>
  returnTo === '/micuenta/' ? path : `${path}?volver=${encodeURIComponent(returnTo)}`;

/** Sign-in: email and password; then back to where the shopper was going (`volver`), with their cart merged. */
export function SignInPage({ returnTo }: { returnTo: string }) {
  const [, navigate] = useLocation();
  const form = useForm({ email: '', password: '' }, signInForm);
  // form.submit catches every failure and shows it by the fields or above them: its promise never rejects.
  const onSubmit = form.submit(async (values) => {
    const { account } = await httpApi(authEndpoints).signIn(values);
    await signedIn(account);
    navigate(returnTo);
  });
  return (
    <AuthFrame title="Ingresa a tu cuenta" intro="Sigue tus pedidos, guarda tus direcciones y compra más rápido.">
      <ScriptForm onSubmit={onSubmit} alert={form.alert}>
        <EmailField value={form.values.email} onChange={form.set('email')} error={form.errors.email} />
        <PasswordField {...form.field('password')} label="Contraseña" autoComplete="current-password" />
        <p className="text-sm">
          <Link href="/cuenta/recuperar/" className="font-semibold text-brand-dark underline hover:text-brand">
            ¿Olvidaste tu contraseña?
          </Link>
        </p>
        <SubmitButton busy={form.busy} busyText="Ingresando…">
          Ingresar
        </SubmitButton>
      </ScriptForm>
      <p className="mt-8 border-t border-line pt-6">
        ¿Aún no tienes cuenta?{' '}
        <Link
          href={withReturn('/cuenta/registro/', returnTo)}
          className="font-semibold text-brand-dark underline hover:text-brand"
        >
          Crea tu cuenta
        </Link>
      </p>
    </AuthFrame>
  );
}
