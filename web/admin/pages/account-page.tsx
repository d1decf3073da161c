import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { AccessTokenView } from '../../../core/operators/access-tokens';
import { ROLE_LABELS } from '../../../core/operators/roles';
import { adminApi } from '../api';
import { PASSWORD_RULE } from '../../../core/customers/password';
import { Button, Field, fieldsOf, FormError, useRefusal } from '../controls';
import { ConsolePage } from '../layout';
import { shortDate } from '../dates';
import { useSession } from '../session';

function Tokens() {
  const [tokens, setTokens] = useState<readonly AccessTokenView[]>([]);
  const [made, setMade] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = () => void adminApi.listTokens().then((r) => r.ok && setTokens(r.value));
  useEffect(reload, []);
  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const result = await adminApi.createToken({ name: fieldsOf(form).name ?? '' });
    if (!result.ok) return setError(result.error.message);
    setError(null);
    setMade(result.value.token);
    form.reset();
    reload();
  };
  const revoke = async (id: string) => {
    await adminApi.revokeToken({ id });
    reload();
  };
  const live = tokens.filter((t) => t.revokedAt === null);
  return (
    <section aria-labelledby="tokens" className="flex flex-col gap-4 rounded-md bg-white p-4">
      <h2 id="tokens" className="text-lg font-bold">
        Tokens de acceso
      </h2>
      <p className="text-sm">
        Para el comando <code>fornido</code> y tus scripts (<code>FORNIDO_TOKEN</code>): actúan con tu rol.
      </p>
      {made && (
        <div role="status" className="flex flex-col gap-2 rounded-md border border-ok p-3">
          <p className="font-semibold">Cópialo ahora: no lo volverás a ver.</p>
          <code className="font-mono break-all">{made}</code>
        </div>
      )}
      <form onSubmit={(e) => void create(e)} className="flex flex-wrap items-end gap-3" noValidate>
        <div className="grow">
          <Field label="Nombre del token" name="name" placeholder="Ej.: portátil de bodega" maxLength={60} />
        </div>
        <Button type="submit">Crear token</Button>
      </form>
      <FormError message={error} />
      {live.length === 0 ? (
        <p className="text-sm text-muted">No tienes tokens activos.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {live.map((t) => (
            <li key={t.id} className="flex flex-wrap items-center gap-3 py-2">
              <span className="grow">
                <strong>{t.name}</strong> · creado {shortDate(t.createdAt)} ·{' '}
                {t.lastUsedAt ? `usado ${shortDate(t.lastUsedAt)}` : 'sin usar'}
              </span>
              <Button kind="quiet" onClick={() => void revoke(t.id)} aria-label={`Revocar ${t.name}`}>
                Revocar
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The operator's own password: the current one, the new one (the shoppers' rule) and the app's code; every other
 * session of theirs ends, this one stays. */
function PasswordForm() {
  const { errors, error, settle } = useRefusal();
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const f = fieldsOf(form);
    setBusy(true);
    const result = await adminApi.changePassword({
      currentPassword: f.currentPassword ?? '',
      newPassword: f.newPassword ?? '',
      code: f.code ?? '',
    });
    setBusy(false);
    if (!settle(result)) return setDone(null);
    form.reset();
    const { ended } = result.value;
    setDone(
      `Tu contraseña cambió. ${ended === 0 ? 'No tenías otras sesiones abiertas.' : `Cerramos ${ended === 1 ? 'tu otra sesión' : `tus otras ${ended} sesiones`}.`} Te enviamos un correo de aviso.`,
    );
  };
  return (
    <section aria-labelledby="contrasena" className="flex flex-col gap-3 rounded-md bg-white p-4">
      <h2 id="contrasena" className="text-lg font-bold">
        Cambiar mi contraseña
      </h2>
      {done && (
        <p role="status" className="rounded-md border border-ok p-3 text-sm">
          {done}
        </p>
      )}
      <form onSubmit={(e) => void change(e)} className="flex flex-col gap-3" noValidate>
        <Field
          label="Contraseña actual"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword}
        />
        <Field
          label="Contraseña nueva"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_RULE}
          error={errors.newPassword}
        />
        <Field
          label="Código de tu aplicación"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          hint="Los 6 dígitos que muestra ahora tu aplicación de autenticación (o un código de recuperación)."
          error={errors.code}
        />
        <FormError message={Object.keys(errors).length > 0 ? null : error} />
        <div>
          <Button type="submit" busy={busy}>
            Cambiar contraseña
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The operator's own account: who they are, their role, their password, their access tokens, and sign-out on every
 * device. */
export function AccountPage() {
  const { me } = useSession();
  const [, navigate] = useLocation();
  const everywhere = async () => {
    await adminApi.signOutEverywhere();
    navigate('/entrar/', { replace: true });
  };
  return (
    <ConsolePage title="Mi cuenta">
      <p>
        {me.name} · {ROLE_LABELS.get(me.role)}
      </p>
      <PasswordForm />
      <Tokens />
      <section aria-labelledby="sesiones" className="flex flex-col gap-3 rounded-md bg-white p-4">
        <h2 id="sesiones" className="text-lg font-bold">
          Sesiones
        </h2>
        <p className="text-sm">
          Cierra tu sesión en todos tus dispositivos, este también (por ejemplo, si perdiste uno).
        </p>
        <Button kind="quiet" onClick={() => void everywhere()}>
          Cerrar sesión en todas partes
        </Button>
      </section>
    </ConsolePage>
  );
}
