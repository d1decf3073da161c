import type { PaymentAttemptView, PayOptionView } from '../../../../contract/checkout';
import { Countdown } from './countdown';
import { OtherMethods } from './other-methods';
import { RedirectAction } from './provider-actions';
import { SandboxNote } from './sandbox-note';
import { VoucherAction } from './voucher-action';
import { WalletPush } from './wallet-push';
import { WalletQr } from './wallet-qr';

/** What the shopper must do for the attempt's action, one component per kind. */
function ActionOf({ attempt }: { attempt: PaymentAttemptView }) {
  const { action, amount, methodLabel, payAt, expiresAtText } = attempt;
  switch (action?.kind) {
    case 'push':
      return <WalletPush phone={action.phone} amount={amount} walletLabel={methodLabel} />;
    case 'qr':
      return <WalletQr data={action.data} amount={amount} walletLabel={methodLabel} />;
    case 'redirect':
      return <RedirectAction url={action.url} payAt={payAt} />;
    case 'voucher':
      return <VoucherAction action={action} amount={amount} expiresAtText={expiresAtText} />;
    case undefined:
      return <h3 className="text-lg font-bold">{`Esperando la confirmación de ${methodLabel}`}</h3>;
    default:
      return action satisfies never;
  }
}

/** Whether an attempt's time left shows as a ticking clock: one still waiting with an expiry, but not a voucher, which
 * lasts days and says its deadline itself (a minutes clock would only confuse). */
export const countsDown = (attempt: PaymentAttemptView): boolean =>
  attempt.open && attempt.expiresAt !== null && attempt.action?.kind !== 'voucher';

type Props = {
  readonly attempt: PaymentAttemptView;
  /** The attempt's method as the order offers it, for the sandbox note. */
  readonly option: PayOptionView | undefined;
  readonly onExpire: () => void;
  readonly onChooseOther: () => void;
  readonly withdrawing: boolean;
};

/** An attempt waiting for the shopper or the provider: what to do, the time left, and the way to another method. The
 * page follows it on its own and changes when the server says the payment ended. */
export function AttemptWaiting({ attempt, option, onExpire, onChooseOther, withdrawing }: Props) {
  return (
    <div className="space-y-4">
      <ActionOf attempt={attempt} />
      {attempt.expiresAt && countsDown(attempt) && (
        <Countdown key={attempt.id} expiresAt={attempt.expiresAt} onExpire={onExpire} />
      )}
      <p role="status" className="text-sm text-muted">
        Esperando la confirmación del pago. Esta página se actualiza sola.
      </p>
      {option?.sandbox && <SandboxNote option={option} />}
      <button
        type="button"
        onClick={onChooseOther}
        disabled={withdrawing}
        aria-busy={withdrawing}
        className="inline-flex h-12 w-full items-center justify-center rounded-full border-2 border-ink px-6 font-bold hover:border-brand hover:text-brand disabled:cursor-wait sm:w-auto"
      >
        {withdrawing ? 'Cancelando este intento…' : 'Elegir otro medio de pago'}
      </button>
    </div>
  );
}

type EndedProps = {
  readonly message: string;
  readonly onRetry: () => void;
  readonly retrying: boolean;
  /** The order's other methods, offered right under the message. */
  readonly others: readonly PayOptionView[];
  readonly onChoose: (option: PayOptionView) => void;
};

/** An attempt that ended without paying (rejected, expired, failed): the server's reason, trying the same method again,
 * and each other method the order can be paid with as a direct choice. */
export function AttemptEnded({ message, onRetry, retrying, others, onChoose }: EndedProps) {
  return (
    <div className="space-y-4">
      <div role="alert" className="rounded-lg border border-brand/50 bg-red-50 p-3 font-medium text-ink">
        {message}
      </div>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        aria-busy={retrying}
        className="inline-flex h-12 w-full items-center justify-center rounded-full bg-brand px-6 font-bold text-white hover:bg-brand-dark disabled:cursor-wait disabled:bg-gray-600 sm:w-auto"
      >
        {retrying ? 'Intentando de nuevo…' : 'Intentar de nuevo'}
      </button>
      <OtherMethods options={others} onChoose={onChoose} />
    </div>
  );
}
