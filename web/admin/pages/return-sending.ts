import { useState } from 'react';
import type { AsJson } from '../../../contract/endpoint';
import type { Return } from '../../../core/returns/return';
import type { Result } from '../../../core/shared/result';
import { returnRefusalText, type ReturnRefusal } from '../return-refusals';

/** What a step on a return does when it went through: the page shows the return as the API answered it, and a notice. */
export type Done = (r: AsJson<Return>, notice: string) => void;

type Sent<T> = Result<T, ReturnRefusal>;

/** Sends one call at a time: a call asked while another is on its way is not sent (null), so a double click sends
 * once. */
export const oneAtATime = () => {
  let sending = false;
  return async <T>(call: () => Promise<Sent<T>>): Promise<Sent<T> | null> => {
    if (sending) return null;
    sending = true;
    try {
      return await call();
    } finally {
      sending = false;
    }
  };
};

/**
 * A call to the returns' API that cannot go twice: while it is sent, its button is disabled and another send is
 * ignored (the API is idempotent too). Its refusal is kept in Spanish, and `field` tells whether it is about what was
 * typed.
 */
export const useSending = () => {
  const [once] = useState(oneAtATime);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<ReturnRefusal | null>(null);
  const send = async <T>(call: () => Promise<Sent<T>>): Promise<Sent<T> | null> => {
    const result = await once(() => {
      setBusy(true);
      return call().finally(() => setBusy(false));
    });
    if (result) setRefusal(result.ok ? null : result.error);
    return result;
  };
  const error = refusal ? returnRefusalText(refusal) : null;
  return { busy, refusal, error, field: refusal?.kind === 'invalid-input' ? error : null, send };
};
