import { useState } from 'react';
import { withoutFields, type FieldErrors } from '../../../contract/forms/field-errors';

/** The fields of a form whose value is a text. */
type TextName<V> = { [K in keyof V & string]: V[K] extends string ? K : never }[keyof V & string];

/**
 * A form's values and the messages under its fields: `set` changes one field, `patch` several at once (a place: its
 * department and city), and whatever changes loses its message, so a corrected field stops saying it is wrong;
 * `field` binds a text field (name, value, change, message) in one spread.
 */
export const useFields = <V extends object>(initial: V) => {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const patch = (changes: Partial<V>) => {
    setValues((v) => ({ ...v, ...changes }));
    setErrors((e) => withoutFields(e, Object.keys(changes)));
  };
  const set =
    <K extends keyof V & string>(name: K) =>
    (value: V[K]) =>
      patch({ [name]: value } as unknown as Partial<V>);
  const field = <K extends TextName<V>>(name: K) => ({
    name,
    value: values[name] as string,
    onChange: set(name) as (value: string) => void,
    error: errors[name],
  });
  return { values, setValues, errors, setErrors, set, patch, field };
};
