import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import type { EnrolmentView } from '../../../core/operators/enrol-operator';
import { ROLE_LABELS } from '../../../core/operators/roles';
import { QrCode } from '../../pages/orders/pay/qr-code';
import { adminApi } from '../api';
import { Button, Field, fieldsOf, FormError } from '../controls';
import { NarrowPage } from '../layout';

/** The secret in groups of four, as it is easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  return (
    <NarrowPage title="Guarda tus códigos de recuperación">
      <p>
        Tu cuenta está lista. Si pierdes el teléfono, cada uno de estos códigos te deja entrar una vez en lugar del
        código de tu aplicación. No los volverás a ver: cópialos en un lugar seguro.
      </p>
      <ul aria-label="Códigos de recuperación" className="grid grid-cols-2 gap-2 rounded-md bg-white p-4 font-mono">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Link href="/" className="min-h-11 rounded-md bg-brand-dark px-4 py-3 text-center font-semibold text-white">
        Ya los guardé, ir a la consola
      </Link>
    </NarrowPage>
  );
}

/** Enrolment from an invitation link: the QR code of the second factor, a password and the app's first code. */
export function EnrolPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [shown, setShown] = useState<EnrolmentView | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void adminApi.showEnrolment({ token }).then((r) => (r.ok ? setShown(r.value) : setRefusal(r.error.message)));
  }, [token]);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const { password = '', code = '' } = fieldsOf(event.currentTarget);
    const result = await adminApi.completeEnrolment({ token, password, code });
    setBusy(false);
    if (result.ok) return setCodes(result.value.recoveryCodes);
    const { error } = result;
    setErrors(
      error.kind === 'invalid-input' ? error.fields : error.kind === 'wrong-code' ? { code: error.message } : {},
    );
    if (error.kind !== 'invalid-input' && error.kind !== 'wrong-code') setRefusal(error.message);
  };
  if (codes) return <RecoveryCodes codes={codes} />;
  if (refusal && !shown)
    return (
      <NarrowPage title="Alta de operador">
        <FormError message={refusal} />
      </NarrowPage>
    );
  if (!shown)
    return (
      <NarrowPage title="Alta de operador">
        <p aria-busy="true">Cargando…</p>
      </NarrowPage>
    );
  return (
    <NarrowPage title="Alta de operador">
      <p>
        Hola, {shown.operator.name}. Te invitaron como <strong>{ROLE_LABELS.get(shown.operator.role)}</strong> con el
        correo {shown.operator.email}.
      </p>
      <section aria-labelledby="paso-app" className="flex flex-col gap-3 rounded-md bg-white p-4">
        <h2 id="paso-app" className="text-lg font-bold">
          1. Agrega Fornido a tu aplicación de autenticación
        </h2>
        <p className="text-sm">
          Escanea el código con Google Authenticator, Microsoft Authenticator u otra aplicación similar.
        </p>
        <QrCode data={shown.uri} label="Código QR para tu aplicación de autenticación" />
        <p className="text-sm">
          ¿No puedes escanearlo? Escribe esta clave:{' '}
          <code className="font-mono break-all">{grouped(shown.secret)}</code>
        </p>
      </section>
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
        <h2 className="text-lg font-bold">2. Elige tu contraseña y confirma</h2>
        <FormError message={refusal} />
        <input type="email" name="username" autoComplete="username" value={shown.operator.email} readOnly hidden />
        <Field
          label="Contraseña"
          name="password"
          type="password"
          autoComplete="new-password"
          error={errors.password}
          required
        />
        <Field
          label="Código de tu aplicación"
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          error={errors.code}
          required
        />
        <Button type="submit" busy={busy}>
          Activar mi cuenta
        </Button>
      </form>
    </NarrowPage>
  );
}
