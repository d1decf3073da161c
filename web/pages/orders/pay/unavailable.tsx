type Props = {
  readonly message: string;
  /** Tries again (the list of banks, the card's script); none when trying again cannot help. */
  readonly onRetry?: () => void;
  readonly onOther: () => void;
};

/** A way to pay that cannot be offered now (the provider did not answer): why, and the ways on. */
export function Unavailable({ message, onRetry, onOther }: Props) {
  return (
    <div className="space-y-3">
      <div role="alert" className="rounded-lg border border-brand/50 bg-red-50 p-3 text-sm font-medium text-ink">
        {message}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        {onRetry && (
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex h-12 items-center justify-center rounded-full border-2 border-ink px-6 font-bold hover:border-brand hover:text-brand"
          >
            Intentar de nuevo
          </button>
        )}
        <button
          type="button"
          onClick={onOther}
          className="inline-flex h-12 items-center justify-center rounded-full border-2 border-ink px-6 font-bold hover:border-brand hover:text-brand"
        >
          Elegir otro medio de pago
        </button>
      </div>
    </div>
  );
}
