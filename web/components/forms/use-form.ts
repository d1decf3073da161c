import { RequestError } from '../../../contract/request-error';
import { useState, type FormEvent } from 'react';
import { fieldErrors } from '../../../contract/forms/field-errors';
import { showFirstProblem } from '../../lib/forms/show-problem';
import { OFFLINE_MESSAGE } from '../../lib/messages';
import { useFields } from './use-fields';

/** Anything that checks a form's values the way zod (and zod/mini) schemas do. */
export type FormSchema = {
  safeParse(
    values: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

type Values = Record<string, string | boolean>;

/** "Vuelve a intentarlo en 2 minutos": when a rate-limited shopper may try again, in plain words. */
export const retryMessage = (seconds: number | null): string => {
  if (seconds === null) return 'Hiciste demasiados intentos seguidos. Espera un momento y vuelve a intentarlo.';
  const [n, unit] = seconds < 60 ? [seconds, 'segundo'] : [Math.ceil(seconds / 60), 'minuto'];
  return `Hiciste demasiados intentos seguidos. Por tu seguridad, vuelve a intentarlo en ${n} ${unit}${n === 1 ? '' : 's'}.`;
};

/** What the form says when sending failed: the server's message, when to retry, or that the connection failed. */
export const failureMessage = (error: unknown): string => {
  if (!(error instanceof RequestError)) return 'Algo salió mal. Inténtalo de nuevo.';
  if (error.status === 0) return `${OFFLINE_MESSAGE} Lo que escribiste sigue aquí.`;
  if (error.status === 429) return retryMessage(error.retryAfterSeconds);
  return error.message;
};

/**
 * A form's values, errors and sending state. Values (as `toBody` turns them into the request, when given) are checked
 * by the schema before sending; the server's `fields` errors land next to their fields; nothing typed is lost when
 * sending fails.
 */
export const useForm = <V extends Values>(
  initial: V,
  schema: FormSchema,
  toBody: (values: V) => unknown = (v) => v,
) => {
  const { values, setValues, errors, setErrors, set, patch, field } = useFields(initial);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = (send: (values: V) => Promise<void>) => async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const checked = schema.safeParse(toBody(values));
    setAlert(null);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error.issues).fields);
      showFirstProblem(form);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await send(values);
    } catch (error) {
      const fields = error instanceof RequestError ? error.fields : {};
      const known = Object.fromEntries(Object.entries(fields).filter(([k]) => Object.hasOwn(values, k)));
      setErrors(known);
      if (Object.keys(known).length === 0 || Object.keys(known).length < Object.keys(fields).length)
        setAlert(failureMessage(error));
      showFirstProblem(form);
    } finally {
      setBusy(false);
    }
  };

  return { values, setValues, errors, alert, setAlert, busy, set, patch, field, submit };
};
