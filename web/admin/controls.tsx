import {
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import type { Result } from '../../core/shared/result';

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

/** The filters a search form filled in, of those named: trimmed, the empty ones left out. */
export const filledFields = (form: HTMLFormElement, names: readonly string[]): Record<string, string> => {
  const fields = new Map(Object.entries(fieldsOf(form)));
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = fields.get(name)?.trim() ?? '';
      return value ? [[name, value]] : [];
    }),
  );
};

/** A table of the console, scrolled sideways on a narrow screen: its caption (for screen readers only when `hidden`),
 * its column headings, and its rows. */
export function Table({
  caption,
  hidden = false,
  columns,
  children,
}: {
  caption: ReactNode;
  hidden?: boolean;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-md bg-white">
      <table className="w-full text-left text-sm">
        <caption className={hidden ? 'sr-only' : 'p-3 text-left font-semibold'}>{caption}</caption>
        <thead>
          <tr className="border-b border-line">
            {columns.map((c) => (
              <th key={c} scope="col" className="p-3">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A list's filter by state: one pressed button per choice (null: all). */
export function StateFilter<S extends string>({
  label,
  choices,
  current,
  choose,
}: {
  label: string;
  choices: readonly { readonly state: S | null; readonly label: string }[];
  current: S | null;
  choose: (state: S | null) => void;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {choices.map((f) => (
        <button
          key={f.label}
          type="button"
          aria-pressed={current === f.state}
          onClick={() => choose(f.state)}
          className="min-h-11 rounded-md border border-line bg-white px-3 aria-pressed:border-ink aria-pressed:font-semibold"
        >
          {f.label}
        </button>
      ))}
    </nav>
  );
}

type Refusal = { readonly kind: string; readonly message: string; readonly fields?: Readonly<Record<string, string>> };

/** A form's refusal as the console shows it: the message of each wrong field under it (`errors`), and the form's own
 * (`error`); `settle` shows a call's refusal, or clears the last one, and tells whether the call succeeded. */
export const useRefusal = () => {
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const settle = <T,>(result: Result<T, Refusal>): result is { readonly ok: true; readonly value: T } => {
    setErrors(!result.ok && result.error.kind === 'invalid-input' ? (result.error.fields ?? {}) : {});
    setError(result.ok ? null : result.error.message);
    return result.ok;
  };
  return { errors, error, settle };
};
