import { useState } from 'react';
import { withoutFields, type FieldErrors } from '../../lib/forms/field-errors';

/**
 * A form's values and the messages under its fields: `set` changes one field, `patch` several at once (a place: its
 * department and city), and whatever changes loses its message, so a corrected field stops saying it is wrong.
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
  return { values, setValues, errors, setErrors, set, patch };
};
