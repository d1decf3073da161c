import type { InputHTMLAttributes, ReactNode } from 'react';

/** A labelled field with its error under it (the API's Spanish message for that field). */
export function Field({
  label,
  error,
  hint,
  ...input
}: { label: string; error?: string | undefined; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const id = `campo-${input.name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="min-h-11 rounded-md border border-line bg-white px-3 text-base"
        {...input}
      />
      {hint && <p className="text-sm text-muted">{hint}</p>}
      {error && (
        <p id={`${id}-error`} className="text-sm text-brand-dark">
          {error}
        </p>
      )}
    </div>
  );
}

export function Button({
  children,
  busy,
  kind = 'primary',
  ...rest
}: {
  children: ReactNode;
  busy?: boolean;
  kind?: 'primary' | 'quiet';
} & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  const look =
    kind === 'primary'
      ? 'bg-brand-dark text-white hover:bg-brand'
      : 'border border-line bg-white text-ink hover:border-ink';
  return (
    <button
      aria-busy={busy || undefined}
      disabled={busy || rest.disabled}
      className={`min-h-11 rounded-md px-4 font-semibold disabled:opacity-60 ${look}`}
      {...rest}
    >
      {children}
    </button>
  );
}

/** A form's message for the whole form (a refusal not about one field). */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="rounded-md bg-white p-3 text-sm text-brand-dark">
      {message}
    </p>
  ) : null;
}

/** What a form read from its fields. */
export const fieldsOf = (form: HTMLFormElement): Record<string, string> =>
  Object.fromEntries([...new FormData(form)].map(([k, v]) => [k, typeof v === 'string' ? v : '']));

/** A labelled choice among `options` (value, label); "" is "any" when `any` names it. */
export function Choice({
  label,
  name,
  options,
  any,
}: {
  label: string;
  name: string;
  options: readonly (readonly [string, string])[];
  any?: string;
}) {
  const id = `campo-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select id={id} name={name} className="min-h-11 rounded-md border border-line bg-white px-2 text-base">
        {any && <option value="">{any}</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
