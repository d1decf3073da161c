import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

type Labelled = { label: string; error?: string | undefined; hint?: ReactNode };

/** A label above a control, its hint and its error under it; `id` names the control (unique on the page). */
function Labelled({ id, label, error, hint, control }: Labelled & { id: string; control: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {control}
      {hint && <p className="text-sm text-muted">{hint}</p>}
      {error && (
        <p id={`${id}-error`} className="text-sm text-brand-dark">
          {error}
        </p>
      )}
    </div>
  );
}

/** What a control says of its error: invalid, described by the message under it. */
const described = (id: string, error: string | undefined) => ({
  'id': id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

const BOX = 'min-h-11 rounded-md border border-line bg-white px-3 text-base';

/** A labelled field with its error under it (the API's Spanish message for that field); its id is `campo-NAME` unless
 * given (several forms of one page). */
export function Field({ label, error, hint, ...input }: Labelled & InputHTMLAttributes<HTMLInputElement>) {
  const id = input.id ?? `campo-${input.name}`;
  const control = <input className={BOX} {...input} {...described(id, error)} />;
  return <Labelled {...{ id, label, error, hint, control }} />;
}

/** A labelled text of several lines, with its error under it. */
export function TextField({ label, error, hint, ...input }: Labelled & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = input.id ?? `campo-${input.name}`;
  const control = <textarea className={`${BOX} py-2`} rows={4} {...input} {...described(id, error)} />;
  return <Labelled {...{ id, label, error, hint, control }} />;
}

/** A labelled choice among options (value and label), with its error under it. */
export function SelectField({
  label,
  error,
  hint,
  options,
  ...input
}: Labelled & {
  options: readonly (readonly [value: string, label: string])[];
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = input.id ?? `campo-${input.name}`;
  const control = (
    <select className={BOX} {...input} {...described(id, error)}>
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </select>
  );
  return <Labelled {...{ id, label, error, hint, control }} />;
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
