import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { adminApi } from '../api';
import { Button, Field, fieldsOf, FormError } from '../controls';
import { NarrowPage } from '../layout';

/** Where to go after signing in: a console address given by the page that sent here, else the console's start. */
const backTo = (search: string): string => {
  const to = new URLSearchParams(search).get('volver') ?? '/';
  return to.startsWith('/') && !to.startsWith('//') ? to : '/';
};

/** Sign-in: e-mail, password and the authenticator app's code (or a recovery code). */
export function SignInPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const { email = '', password = '', code = '' } = fieldsOf(event.currentTarget);
    const result = await adminApi.signIn({ email, password, code });
    setBusy(false);
    if (result.ok) navigate(backTo(search), { replace: true });
    else setError(result.error.message);
  };
  return (
    <NarrowPage title="Iniciar sesión">
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
        <FormError message={error} />
        <Field label="Correo" name="email" type="email" autoComplete="username" required />
        <Field label="Contraseña" name="password" type="password" autoComplete="current-password" required />
        <Field
          label="Código de verificación"
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          hint="Los 6 dígitos de tu aplicación de autenticación, o uno de tus códigos de recuperación."
        />
        <Button type="submit" busy={busy}>
          Entrar
        </Button>
      </form>
    </NarrowPage>
  );
}
