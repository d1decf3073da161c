import { useState } from 'react';
import { PASSWORD_RULE } from '../../../core/customers/password';
import { passwordStrength } from '../../lib/password-strength';
import { useHydrated } from '../../lib/use-hydrated';

type Props = {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string;
  readonly autoComplete: 'current-password' | 'new-password';
  /** For a new password: the email it must not contain, to show the live strength hint. */
  readonly email?: string;
};

const LEVEL_CLASS = { débil: 'text-brand-dark', aceptable: 'text-warn', fuerte: 'text-ok' } as const;

/** A password field with a "Mostrar" button; a new password also gets the store's rule and a live strength hint. */
export function PasswordField({ name, label, value, onChange, error, autoComplete, email }: Props) {
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  const id = `campo-${name}`;
  const isNew = autoComplete === 'new-password';
  const strength = isNew ? passwordStrength(value, email) : null;
  const described = [isNew ? `${id}-ayuda` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={`block h-12 w-full rounded-lg border bg-white pl-3 pr-24 text-base focus:border-brand ${error ? 'border-brand-dark' : 'border-gray-500'}`}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          disabled={!hydrated}
          aria-controls={id}
          className="absolute right-1 top-1 h-10 rounded-md px-3 text-sm font-semibold text-ink hover:text-brand"
        >
          {visible ? 'Ocultar' : 'Mostrar'}
          <span className="sr-only"> contraseña</span>
        </button>
      </div>
      {isNew && (
        <div id={`${id}-ayuda`} className="mt-1 text-sm text-muted">
          <p>{PASSWORD_RULE}</p>
          <p aria-live="polite" className={strength ? `font-semibold ${LEVEL_CLASS[strength.level]}` : undefined}>
            {strength && `Seguridad: ${strength.level}. ${strength.advice}`}
          </p>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-brand-dark">
          {error}
        </p>
      )}
    </div>
  );
}
