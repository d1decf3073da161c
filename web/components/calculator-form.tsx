import { CALCULATOR_PATH } from '../../contract/page-paths';
import type { FormEvent } from 'react';
import { ACTIVITY_CHOICES, GOAL_CHOICES, SEX_CHOICES } from '../lib/calculator-choices';
import { type CalculatorForm as Form, type CalculatorFormField } from '../lib/calculator-query';
import { TextField } from './forms/fields';

type Props = {
  readonly form: Form;
  /** The message shown under each field, for the fields whose error is shown. */
  readonly errors: Readonly<Partial<Record<CalculatorFormField, string>>>;
  readonly onChange: (field: CalculatorFormField, value: string) => void;
  /** A field the shopper has finished with (left it, or picked a choice): its message may show from now on. */
  readonly onDone: (field: CalculatorFormField) => void;
  readonly onSubmit: (e: FormEvent<HTMLFormElement>) => void;
};

type GroupProps = {
  readonly name: CalculatorFormField;
  readonly legend: string;
  readonly choices: readonly { readonly value: string; readonly label: string; readonly description?: string }[];
  readonly value: string;
  readonly error?: string;
  readonly onPick: (value: string) => void;
  /** The choices side by side (short labels) rather than one under the other. */
  readonly inline?: boolean;
};

/** A radio group with its legend and its message under it, tied to each radio for screen readers. */
function ChoiceGroup({ name, legend, choices, value, error, onPick, inline = false }: GroupProps) {
  const errorId = `campo-${name}-error`;
  return (
    <fieldset>
      <legend className="font-semibold">{legend}</legend>
      <div className={inline ? 'mt-1 grid grid-cols-2 gap-2 sm:grid-cols-3' : 'mt-1 grid gap-2'}>
        {choices.map((c) => {
          const id = `campo-${name}-${c.value}`;
          const described = [c.description ? `${id}-detalle` : null, error ? errorId : null].filter(Boolean).join(' ');
          return (
            <label
              key={c.value}
              htmlFor={id}
              className={`flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border-2 px-3 py-2.5 ${
                value === c.value ? 'border-brand bg-red-50/40' : 'border-line hover:border-gray-500'
              }`}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={c.value}
                checked={value === c.value}
                onChange={() => onPick(c.value)}
                aria-labelledby={`${id}-nombre`}
                aria-invalid={error ? true : undefined}
                aria-describedby={described || undefined}
                className="mt-0.5 h-5 w-5 shrink-0 accent-brand"
              />
              <span>
                <span id={`${id}-nombre`} className="font-semibold">
                  {c.label}
                </span>
                {c.description && (
                  <span id={`${id}-detalle`} className="block text-sm text-muted">
                    {c.description}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-brand-dark">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The calculator's questions: a plain GET form to the calculator's own address, so without JavaScript "Calcular"
 * brings the server's answer; with it the page answers as the shopper types. Numbers are text fields with a numeric
 * keyboard: the core's Spanish messages, not the browser's, say what is out of range.
 */
export function CalculatorForm({ form, errors, onChange, onDone, onSubmit }: Props) {
  const number = (name: 'edad' | 'peso' | 'estatura') => ({
    name,
    value: form[name],
    error: errors[name],
    onChange: (value: string) => onChange(name, value),
    autoComplete: 'off',
    maxLength: 6,
  });
  const pick = (name: CalculatorFormField) => (value: string) => {
    onChange(name, value);
    onDone(name);
  };
  return (
    <form
      action={CALCULATOR_PATH}
      method="get"
      noValidate
      onSubmit={onSubmit}
      onBlur={(e) => {
        const field: EventTarget = e.target;
        if (field instanceof HTMLInputElement) onDone(field.name as CalculatorFormField);
      }}
      className="grid gap-5"
    >
      <ChoiceGroup
        name="sexo"
        legend="Sexo"
        choices={SEX_CHOICES}
        value={form.sexo}
        error={errors.sexo}
        onPick={pick('sexo')}
        inline
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField {...number('edad')} label="Edad (años)" inputMode="numeric" placeholder="30" />
        <TextField {...number('peso')} label="Peso (kg)" inputMode="decimal" placeholder="62,5" />
        <TextField {...number('estatura')} label="Estatura (cm)" inputMode="numeric" placeholder="165" />
      </div>
      <ChoiceGroup
        name="actividad"
        legend="Actividad física"
        choices={ACTIVITY_CHOICES}
        value={form.actividad}
        error={errors.actividad}
        onPick={pick('actividad')}
      />
      <ChoiceGroup
        name="objetivo"
        legend="Tu objetivo"
        choices={GOAL_CHOICES}
        value={form.objetivo}
        error={errors.objetivo}
        onPick={pick('objetivo')}
        inline
      />
      <button type="submit" className="h-12 rounded-full bg-brand px-6 font-bold text-white hover:bg-brand-dark">
        Calcular
      </button>
    </form>
  );
}
