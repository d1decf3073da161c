import { useEffect, useState, type FormEvent } from 'react';
import type { Invited } from '../../../core/operators/invite-operator';
import type { OperatorView } from '../../../core/operators/operator';
import { ROLE_LABELS, ROLES, type Role } from '../../../core/operators/roles';
import { adminApi } from '../api';
import { Button, Field, fieldsOf, FormError } from '../controls';
import { shortDate } from '../dates';
import { ConsolePage } from '../layout';

const STATES = new Map([
  ['invited', 'Invitado'],
  ['active', 'Activo'],
  ['disabled', 'Desactivado'],
]);

function RoleSelect({
  name,
  value,
  onChange,
  label,
}: {
  name: string;
  value?: Role;
  onChange?: (r: Role) => void;
  label: string;
}) {
  return (
    <select
      name={name}
      aria-label={label}
      defaultValue={value}
      onChange={onChange && ((e) => onChange(e.currentTarget.value as Role))}
      className="min-h-11 rounded-md border border-line bg-white px-2"
    >
      {ROLES.map((r) => (
        <option key={r} value={r}>
          {ROLE_LABELS.get(r)}
        </option>
      ))}
    </select>
  );
}

function Invite({ onInvited }: { onInvited: () => void }) {
  const [invited, setInvited] = useState<Invited | null>(null);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { email = '', name = '', role = 'support' } = fieldsOf(form);
    const result = await adminApi.inviteOperator({ email, name, role: role as Role });
    if (!result.ok) {
      setErrors(result.error.kind === 'invalid-input' ? result.error.fields : {});
      return setError(result.error.message);
    }
    setErrors({});
    setError(null);
    setInvited(result.value);
    form.reset();
    onInvited();
  };
  return (
    <section aria-labelledby="invitar" className="flex flex-col gap-4 rounded-md bg-white p-4">
      <h2 id="invitar" className="text-lg font-bold">
        Invitar un operador
      </h2>
      <form onSubmit={(e) => void submit(e)} className="grid gap-3 md:grid-cols-3 md:items-end" noValidate>
        <Field label="Nombre" name="name" autoComplete="off" error={errors.name} />
        <Field label="Correo" name="email" type="email" autoComplete="off" error={errors.email} />
        <div className="flex flex-col gap-1">
          <label htmlFor="rol-invitado" className="text-sm font-semibold">
            Rol
          </label>
          <select id="rol-invitado" name="role" className="min-h-11 rounded-md border border-line bg-white px-2">
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS.get(r)}
              </option>
            ))}
          </select>
        </div>
        <div className="md:col-span-3">
          <Button type="submit">Invitar</Button>
        </div>
      </form>
      <FormError message={error} />
      {invited && (
        <div role="status" className="flex flex-col gap-2 rounded-md border border-ok p-3">
          <p>
            {invited.mailed
              ? `Le enviamos a ${invited.operator.name} (${invited.operator.email}) este enlace por correo.`
              : `No pudimos enviar el correo: envía tú este enlace a ${invited.operator.name} (${invited.operator.email}).`}{' '}
            Sirve una vez, hasta el {shortDate(invited.expiresAt)}:
          </p>
          <code className="font-mono break-all">{invited.link}</code>
        </div>
      )}
    </section>
  );
}

/** Operators and their roles (owners only): invite, change a role, disable. */
export function OperatorsPage() {
  const [operators, setOperators] = useState<readonly OperatorView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = () =>
    void adminApi.listOperators().then((r) => (r.ok ? setOperators(r.value) : setError(r.error.message)));
  useEffect(reload, []);
  const act = async (done: Promise<{ ok: boolean; error?: { message: string } }>) => {
    const result = await done;
    setError(result.ok ? null : (result.error?.message ?? null));
    reload();
  };
  return (
    <ConsolePage title="Operadores">
      <FormError message={error} />
      <Invite onInvited={reload} />
      <section aria-labelledby="equipo" className="flex flex-col gap-2 rounded-md bg-white p-4">
        <h2 id="equipo" className="text-lg font-bold">
          Equipo
        </h2>
        <ul className="flex flex-col divide-y divide-line">
          {(operators ?? []).map((o) => (
            <li key={o.id} className="flex flex-wrap items-center gap-3 py-3">
              <span className="grow">
                <strong>{o.name}</strong> · {o.email} · {STATES.get(o.status)}
              </span>
              {o.status === 'disabled' ? (
                <span>{ROLE_LABELS.get(o.role)}</span>
              ) : (
                <>
                  <RoleSelect
                    name={`rol-${o.id}`}
                    label={`Rol de ${o.name}`}
                    value={o.role}
                    onChange={(role) => void act(adminApi.changeRole({ id: o.id, role }))}
                  />
                  <Button kind="quiet" onClick={() => void act(adminApi.disableOperator({ id: o.id }))}>
                    Desactivar
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      </section>
    </ConsolePage>
  );
}
