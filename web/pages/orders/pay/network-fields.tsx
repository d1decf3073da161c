import type { PayOptionView } from '../../../../contract/checkout';

type Props = {
  readonly networks: PayOptionView['networks'];
  readonly network: string;
  readonly onNetwork: (id: string) => void;
  readonly error?: string;
  /** Prefix of the ids: the checkout's step and the order's page each have one form. */
  readonly idPrefix: string;
};

/** Where the shopper will pay the voucher in cash: one of the method's payment networks (Efecty, Baloto…). The order's
 * page and the checkout's payment step both show it. */
export function NetworkFields({ networks, network, onNetwork, error, idPrefix }: Props) {
  const errorId = `${idPrefix}-network-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="font-semibold">¿Dónde quieres pagar en efectivo?</legend>
      <div className="mt-1 grid grid-cols-2 gap-x-4 sm:grid-cols-3">
        {networks.map((n) => (
          <label key={n.id} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={`${idPrefix}-network`}
              value={n.id}
              checked={network === n.id}
              onChange={() => onNetwork(n.id)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="h-5 w-5 accent-brand"
            />
            {n.name}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-brand-dark">
          {error}
        </p>
      )}
    </fieldset>
  );
}
