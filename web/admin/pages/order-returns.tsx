import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { AsJson } from '../../../contract/endpoint';
import type { Return } from '../../../core/returns/return';
import { RETURN_REASON_LABELS } from '../../../core/returns/return-reasons';
import { formatPesos } from '../../../core/shared/format';
import { returnsApi } from '../api';
import { Button, Field, fieldsOf, FormError, TextField } from '../controls';
import { RETURN_STATE_NAMES, returnSize } from '../return-labels';
import { returnRefusalText } from '../return-refusals';
import { Section } from './order-sections';
import { ManualRefundFields, manualRefundOf } from './return-refund';
import { useSending } from './return-sending';

/** The order's returns, each a link to its page. */
export function OrderReturnList({ returns }: { returns: readonly AsJson<Return>[] }) {
  return (
    <Section id="devoluciones-del-pedido" title="Devoluciones">
      {returns.length === 0 ? (
        <p className="text-sm text-muted">Este pedido no tiene devoluciones.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {returns.map((r) => (
            <li key={r.number}>
              <Link href={`/devoluciones/${r.number}/`} className="font-semibold underline">
                {r.number}
              </Link>{' '}
              · {RETURN_STATE_NAMES.get(r.state)} · {RETURN_REASON_LABELS.get(r.reason)} · {returnSize(r)}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The order's returns, read when the page opens and again when `version` changes (a goodwill refund made). */
export function OrderReturns({ number, version }: { number: string; version: number }) {
  const [returns, setReturns] = useState<readonly AsJson<Return>[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void returnsApi
      .listReturns({ order: number })
      .then((r) => (r.ok ? setReturns(r.value) : setError(returnRefusalText(r.error))));
  }, [number, version]);
  if (error) return <FormError message={error} />;
  return returns ? <OrderReturnList returns={returns} /> : null;
}

type Goodwill = {
  readonly amount: number;
  readonly words: string;
  readonly manual: ReturnType<typeof manualRefundOf>;
  /** This refund's own id, made when it is reviewed: a second click or a retry sends it again and refunds once. */
  readonly requestKey: string;
};

/** An amount given back with no units (owner and manager): the amount and why, then the operator confirms. */
export function GoodwillForm({ number, done }: { number: string; done: (message: string) => void }) {
  const [asked, setAsked] = useState<Goodwill | null>(null);
  const { busy, refusal, error, send } = useSending();
  const form = useRef<HTMLFormElement>(null);
  const confirm = async (g: Goodwill) => {
    const made = await send(() =>
      returnsApi.goodwillRefund({
        orderNumber: number,
        amount: g.amount,
        words: g.words,
        requestKey: g.requestKey,
        ...(g.manual ? { manual: g.manual } : {}),
      }),
    );
    setAsked(null);
    if (made?.ok) {
      form.current?.reset();
      done(`Reembolso de cortesía ${made.value.number} por ${formatPesos(g.amount)} hecho.`);
    }
  };
  const review = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = event.currentTarget;
    const fields = fieldsOf(typed);
    const digits = (fields.amount ?? '').replace(/[^\d]/g, '');
    const g = {
      amount: digits ? Number(digits) : 0,
      words: fields.words ?? '',
      manual: manualRefundOf(typed),
      requestKey: crypto.randomUUID(),
    };
    // No amount: the API says what to write, with no confirmation of nothing.
    if (g.amount > 0) setAsked(g);
    else void confirm(g);
  };
  return (
    <Section id="cortesia" title="Reembolso de cortesía">
      <FormError
        message={
          refusal?.kind === 'refund-needs-reference'
            ? `${error} Escribe cómo se devolvió el dinero y su referencia, y vuelve a revisar el reembolso.`
            : error
        }
      />
      <form ref={form} onSubmit={review} className="flex flex-col gap-2" noValidate>
        <Field id="cortesia-valor" label="Valor a devolver (pesos)" name="amount" inputMode="numeric" />
        <TextField id="cortesia-motivo" label="Motivo (lo lee el cliente)" name="words" maxLength={2000} />
        <ManualRefundFields transferOnly={false} optional />
        {!asked && (
          <div>
            <Button type="submit">Revisar reembolso…</Button>
          </div>
        )}
      </form>
      {asked && (
        <div className="flex flex-wrap gap-2">
          <Button busy={busy} onClick={() => void confirm(asked)}>
            Sí, reembolsar {formatPesos(asked.amount)}
          </Button>
          <Button kind="quiet" onClick={() => setAsked(null)}>
            No, volver
          </Button>
        </div>
      )}
    </Section>
  );
}
