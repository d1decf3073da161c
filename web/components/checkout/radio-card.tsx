import type { ReactNode } from 'react';

type Props = {
  readonly name: string;
  readonly value: string;
  readonly checked: boolean;
  readonly disabled?: boolean;
  readonly onChange: (value: string) => void;
  /** What is chosen ("Envío estándar"), and its figure on the right ("$ 15.800", "Gratis"). */
  readonly title: ReactNode;
  readonly aside?: ReactNode;
  /** Read with the option: its conditions, its delivery estimate, or why it is not available. */
  readonly details?: ReactNode;
  /** The id of the group's message when nothing is chosen yet and one must be: the radio is marked invalid and read
   * with it. */
  readonly problem?: string;
};

/** One choice of a radio group drawn as a card: the whole card is the label, the radio stays a real, focusable radio
 * named by its title and figure and described by its details. */
export function RadioCard({ name, value, checked, disabled = false, onChange, title, aside, details, problem }: Props) {
  const id = `${name}-${value}`;
  const described = [details ? `${id}-detalle` : null, problem].filter(Boolean).join(' ');
  return (
    <div>
      <label
        htmlFor={id}
        className={`flex gap-3 rounded-xl border-2 p-4 ${
          disabled
            ? 'cursor-not-allowed border-line bg-surface text-muted'
            : checked
              ? 'cursor-pointer border-brand bg-red-50/40'
              : 'cursor-pointer border-line hover:border-gray-500'
        }`}
      >
        <input
          id={id}
          type="radio"
          name={name}
          value={value}
          checked={checked}
          disabled={disabled}
          onChange={() => onChange(value)}
          aria-labelledby={aside ? `${id}-nombre ${id}-cifra` : `${id}-nombre`}
          aria-invalid={problem ? true : undefined}
          aria-describedby={described || undefined}
          className="mt-1 h-5 w-5 shrink-0 accent-brand"
        />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-3">
            <span id={`${id}-nombre`} className={`font-bold ${disabled ? '' : 'text-ink'}`}>
              {title}
            </span>
            {aside && (
              <span id={`${id}-cifra`} className="shrink-0 font-bold tabular">
                {aside}
              </span>
            )}
          </span>
          {details && (
            <span id={`${id}-detalle`} className="mt-1 block text-sm text-muted">
              {details}
            </span>
          )}
        </span>
      </label>
    </div>
  );
}
