import { RadioCard } from '../../components/checkout/radio-card';
import type { PaymentOptionView } from '../../lib/checkout-api';

type Props = {
  readonly options: readonly PaymentOptionView[];
  readonly chosen: string;
  readonly onChoose: (id: string) => void;
  readonly busy: boolean;
};

/** The payment methods of this order: each available one with its conditions; one that is not (cash on delivery over
 * the limit, or where it does not reach) shown disabled with the reason the server gives. */
export function PaymentOptions({ options, chosen, onChoose, busy }: Props) {
  return (
    <fieldset className="space-y-3" aria-busy={busy}>
      <legend className="mb-2 text-lg font-bold">¿Cómo quieres pagar?</legend>
      {options.length === 0 && (
        <p className="text-sm text-muted">
          No hay medios de pago disponibles para este pedido. Escríbenos y te ayudamos.
        </p>
      )}
      {options.map((o) => (
        <RadioCard
          key={o.id}
          name="paymentMethod"
          value={o.id}
          checked={chosen === o.id}
          disabled={!o.available}
          onChange={onChoose}
          title={o.label}
          aside={o.available ? undefined : 'No disponible'}
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
      ))}
    </fieldset>
  );
}
