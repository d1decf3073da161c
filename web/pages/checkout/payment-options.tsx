import { formatPesos } from '../../../core/shared/format';
import { RadioCard } from '../../components/checkout/radio-card';
import type { PaymentOptionView } from '../../../contract/checkout';
import { asksHere, InstrumentChoice, type InstrumentProps } from './instrument-choice';

type Props = InstrumentProps & {
  readonly options: readonly PaymentOptionView[];
  readonly chosen: string;
  readonly onChoose: (id: string) => void;
  readonly busy: boolean;
  /** Cash on delivery's surcharge for this order when it is offered, shown beside it ("+ $ 7.245"). */
  readonly codSurcharge?: number;
  /** Said under the question when the shopper tried to confirm without choosing ("Elige un medio de pago."). */
  readonly error?: string;
};

const ERROR_ID = 'pago-medio-error';

/** Unchooses a method that cannot be used now (PSE without banks) and takes the shopper back to the list. */
const chooseOther = (onChoose: (id: string) => void) => {
  onChoose('');
  requestAnimationFrame(() => document.querySelector<HTMLInputElement>('input[name="paymentMethod"]:enabled')?.focus());
};

/** The payment methods of this order: each available one with its conditions (cash on delivery with its surcharge);
 * one that is not (cash on delivery over the limit, or where it does not reach) shown disabled with the reason the
 * server gives. The chosen one shows how it is paid when there is a choice (Nequi's notification or QR). */
export function PaymentOptions({ options, chosen, onChoose, busy, codSurcharge, error, ...instrument }: Props) {
  const option = options.find((o) => o.id === chosen && o.available);
  const asks = option && asksHere(option);
  return (
    <fieldset className="space-y-3" aria-busy={busy} aria-describedby={error ? ERROR_ID : undefined}>
      <legend className="mb-2 text-lg font-bold">¿Cómo quieres pagar?</legend>
      {error && (
        <p id={ERROR_ID} className="text-sm font-semibold text-brand-dark">
          {error}
        </p>
      )}
      {options.length === 0 && (
        <p className="text-sm text-muted">
          No hay medios de pago disponibles para este pedido. Escríbenos y te ayudamos.
        </p>
      )}
      {options.map((o) => (
        <div key={o.id} className="space-y-3">
          <RadioCard
            name="paymentMethod"
            value={o.id}
            checked={chosen === o.id}
            disabled={!o.available}
            onChange={onChoose}
            problem={error && o.available ? ERROR_ID : undefined}
            title={o.label}
            aside={
              !o.available
                ? 'No disponible'
                : o.id === 'cash-on-delivery' && codSurcharge !== undefined
                  ? `+ ${formatPesos(codSurcharge)}`
                  : undefined
            }
            details={
              o.available ? (
                o.conditions
              ) : (
                <>
                  <span className="block font-semibold text-ink">
                    {o.reason ?? 'No está disponible para este pedido.'}
                  </span>
                  <span className="block">{o.conditions}</span>
                </>
              )
            }
          />
          {option === o && (asks || o.sandbox) && (
            <InstrumentChoice option={o} {...instrument} onOther={() => chooseOther(onChoose)} />
          )}
        </div>
      ))}
    </fieldset>
  );
}
