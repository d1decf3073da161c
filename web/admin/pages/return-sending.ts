import { useRef, useState } from 'react';
import type { AsJson } from '../../../contract/endpoint';
import type { Return } from '../../../core/returns/return';
import type { Result } from '../../../core/shared/result';
import { returnRefusalText, type ReturnRefusal } from '../return-refusals';

/** What a step on a return does when it went through: the page shows the return as the API answered it, and a notice. */
export type Done = (r: AsJson<Return>, notice: string) => void;

/**
 * A call to the returns' API that cannot go twice: while it is sent, its button is disabled and another send is
 * ignored (the API is idempotent too). Its refusal is kept in Spanish, and `field` tells whether it is about what was
 * typed.
 */
export const useSending = () => {
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<ReturnRefusal | null>(null);
  const send = async <T>(call: () => Promise<Result<T, ReturnRefusal>>): Promise<Result<T, ReturnRefusal> | null> => {
    if (sending.current) return null;
    sending.current = true;
    setBusy(true);
    try {
      const result = await call();
      setRefusal(result.ok ? null : result.error);
      return result;
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };
  const error = refusal ? returnRefusalText(refusal) : null;
  return { busy, refusal, error, field: refusal?.kind === 'invalid-input' ? error : null, send };
};
