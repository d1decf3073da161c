import type { HTMLInputTypeAttribute, ReactNode } from 'react';

type Common = {
  readonly name: string;
  readonly label: string;
  readonly error?: string;
  /** Help under the label's field, read with it (an example, the rule). */
  readonly hint?: ReactNode;
  /** Prefix of the ids, when the same field appears twice on a page (two address forms). */
  readonly idPrefix?: string;
  /** The input gets no `name`, so its value is never sent with the form: a card's data, read by the provider's
   * script in the browser (`name` still makes the ids). */
  readonly unnamed?: boolean;
};

const control = (invalid: boolean) =>
  `mt-1 block h-12 w-full rounded-lg border bg-white px-3 text-base text-ink placeholder:text-gray-500 focus:border-brand ${
    invalid ? 'border-brand-dark' : 'border-gray-500'
  }`;

const ids = (p: Common) => {
  const id = `${p.idPrefix ?? 'campo'}-${p.name}`;
  const described = [p.hint ? `${id}-ayuda` : null, p.error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { id, described: described || undefined };
};

function Help({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-ayuda`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-brand-dark">
          {error}
        </p>
      )}
    </>
  );
}

type TextProps = Common & {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly type?: HTMLInputTypeAttribute;
  readonly inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'search' | 'url';
  readonly autoComplete: string;
  readonly placeholder?: string;
  readonly maxLength?: number;
  readonly required?: boolean;
  readonly readOnly?: boolean;
  /** Attributes a provider's script finds the input by (`data-epayco="card[cvc]"`). */
  readonly data?: Readonly<Record<`data-${string}`, string>>;
};

/** A labelled text field: label above, hint and inline error under it, tied to the input for screen readers. */
export function TextField(p: TextProps) {
  const { id, described } = ids(p);
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {p.label}
        {p.required === false && <span className="font-normal text-muted"> (opcional)</span>}
      </label>
      <input
        id={id}
        name={p.unnamed ? undefined : p.name}
        {...p.data}
        type={p.type ?? 'text'}
        inputMode={p.inputMode}
        autoComplete={p.autoComplete}
        placeholder={p.placeholder}
        maxLength={p.maxLength}
        required={p.required === true || undefined}
        readOnly={p.readOnly}
        value={p.value}
        onChange={(e) => p.onChange(e.target.value)}
        aria-invalid={p.error ? true : undefined}
        aria-describedby={described}
        className={control(Boolean(p.error))}
      />
      <Help id={id} hint={p.hint} error={p.error} />
    </div>
  );
}

type Option = { readonly value: string; readonly label: string };

const optionsOf = (options: readonly Option[]) =>
  options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));

type SelectProps = Common & {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly options: readonly Option[];
  /** Choices under headings (<optgroup>), after `options`. */
  readonly groups?: readonly { readonly label: string; readonly options: readonly Option[] }[];
  /** The first, empty choice ("Elige…"); none when a value is always chosen. */
  readonly prompt?: string;
  readonly autoComplete?: string;
  readonly disabled?: boolean;
  /** Checked by the browser itself when the page runs without JavaScript (forms that work without it). */
  readonly required?: boolean;
};

/** A labelled select with an empty first choice, its choices (some under headings), its hint and inline error under it. */
export function SelectField(p: SelectProps) {
  const { id, described } = ids(p);
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {p.label}
      </label>
      <select
        id={id}
        name={p.unnamed ? undefined : p.name}
        value={p.value}
        autoComplete={p.autoComplete}
        disabled={p.disabled}
        required={p.required}
        onChange={(e) => p.onChange(e.target.value)}
        aria-invalid={p.error ? true : undefined}
        aria-describedby={described}
        className={`${control(Boolean(p.error))} disabled:bg-surface`}
      >
        {p.prompt !== undefined && <option value="">{p.prompt}</option>}
        {optionsOf(p.options)}
        {p.groups?.map((g) => (
          <optgroup key={g.label} label={g.label}>
            {optionsOf(g.options)}
          </optgroup>
        ))}
      </select>
      <Help id={id} hint={p.hint} error={p.error} />
    </div>
  );
}

type CheckProps = Omit<Common, 'label'> & {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly children: ReactNode;
};

/** A checkbox with its label beside it (which may hold links), and its inline error under it. */
export function CheckboxField(p: CheckProps) {
  const { id, described } = ids({ ...p, label: '' });
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={p.name}
          type="checkbox"
          checked={p.checked}
          onChange={(e) => p.onChange(e.target.checked)}
          aria-invalid={p.error ? true : undefined}
          aria-describedby={described}
          className="mt-0.5 h-6 w-6 shrink-0 accent-brand"
        />
        <label htmlFor={id} className="text-sm leading-6">
          {p.children}
        </label>
      </div>
      <Help id={id} hint={p.hint} error={p.error} />
    </div>
  );
}
