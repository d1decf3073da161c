import { useRef, useState } from 'react';
import { suggestEmail } from '../../../core/people/email-typos';
import { TextField } from './fields';

type Props = {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string;
  readonly label?: string;
  /** Prefix of the ids, when the page has another field named `email`. */
  readonly idPrefix?: string;
  readonly required?: boolean;
};

/** Every e-mail field of the store: the e-mail keyboard, the browser's saved address, and, once the shopper leaves the
 * field, "¿Quisiste decir laura@gmail.com?" for a mistyped common provider, applied with one tap and never blocking
 * the address as typed (a typo there sends every mail of an order nowhere). */
export function EmailField({ value, onChange, label = 'Correo electrónico', ...p }: Props) {
  const [left, setLeft] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const suggestion = left ? suggestEmail(value) : null;
  const apply = (email: string) => {
    onChange(email);
    setLeft(false);
    box.current?.querySelector('input')?.focus();
  };
  return (
    <div ref={box} onBlur={(e) => e.target instanceof HTMLInputElement && setLeft(true)}>
      <TextField
        name="email"
        label={label}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="nombre@correo.com"
        maxLength={254}
        {...p}
        value={value}
        onChange={(email) => {
          setLeft(false);
          onChange(email);
        }}
      />
      <p role="status" className="text-sm">
        {suggestion && (
          <span className="mt-1 block">
            {'¿Quisiste decir '}
            <button
              type="button"
              onClick={() => apply(suggestion)}
              className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline hover:text-brand"
            >
              {suggestion}
            </button>
            ?
          </span>
        )}
      </p>
    </div>
  );
}
