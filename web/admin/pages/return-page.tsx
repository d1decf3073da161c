import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import type { AsJson } from '../../../contract/endpoint';
import type { Permission } from '../../../core/operators/roles';
import type { Return } from '../../../core/returns/return';
import { RETURN_REASON_LABELS } from '../../../core/returns/return-reasons';
import { returnsApi } from '../api';
import { FormError } from '../controls';
import { bogotaDay } from '../dates';
import { ConsolePage } from '../layout';
import { useOrderNews } from '../live';
import { RETURN_STATE_NAMES, returnSize } from '../return-labels';
import { returnRefusalText } from '../return-refusals';
import { useSession } from '../session';
import { ReturnActions } from './return-actions';
import {
  RefundDestination,
  ReturnLines,
  ReturnPictures,
  ReturnRefunds,
  ReturnSteps,
  ShopperWords,
} from './return-sections';
import { answerByText } from './returns-page';
import type { Done } from './return-sending';

/** A return as the page shows it: what it is, what the shopper said and sent, where the money goes, its steps and
 * refunds, and the steps the operator may take now. */
export function ReturnView({ r, can, done }: { r: AsJson<Return>; can: (p: Permission) => boolean; done: Done }) {
  return (
    <>
      <p className="text-lg">
        <strong>{RETURN_STATE_NAMES.get(r.state)}</strong> · {RETURN_REASON_LABELS.get(r.reason)} · {returnSize(r)}
      </p>
      <p className="text-sm">
        Pedido{' '}
        <Link href={`/pedidos/${r.orderNumber}/`} className="font-semibold underline">
          {r.orderNumber}
        </Link>{' '}
        · {answerByText(r, bogotaDay())}
      </p>
      <ReturnActions r={r} can={can} done={done} />
      <ReturnLines r={r} />
      <ShopperWords r={r} />
      <ReturnPictures r={r} />
      <RefundDestination r={r} />
      <ReturnRefunds r={r} />
      <ReturnSteps r={r} />
    </>
  );
}

/** One return (`/admin/devoluciones/{número}/`), read again by itself whenever an order's news arrives. */
export function ReturnPage() {
  const { number = '' } = useParams<{ number: string }>();
  const { can } = useSession();
  const [r, setReturn] = useState<AsJson<Return> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const reload = () =>
    void returnsApi
      .showReturn({ number })
      .then((found) =>
        found.ok ? (setReturn(found.value), setError(null)) : setError(returnRefusalText(found.error)),
      );
  useEffect(reload, [number]);
  useOrderNews(reload);
  const done: Done = (updated, said) => {
    setReturn(updated);
    setNotice(said);
  };
  return (
    <ConsolePage title={`Devolución ${number}`}>
      <FormError message={error} />
      {notice && (
        <p role="status" className="rounded-md bg-white p-3 text-sm">
          {notice}
        </p>
      )}
      {r && <ReturnView r={r} can={can} done={done} />}
    </ConsolePage>
  );
}
