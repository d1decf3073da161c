import type { InstrumentKind } from '../../../core/payments/instrument';
import { RadioCard } from '../../components/checkout/radio-card';
import { MaskedField } from '../../components/forms/masked-input';
import type { PaymentOptionView } from '../../lib/checkout-api';
import { PHONE_MASK } from '../../lib/input-mask';
import { INSTRUMENT_TEXT } from '../orders/pay/instruments';
import { SandboxNote } from '../orders/pay/sandbox-note';

/** The instrument part of the chosen method: which instrument (when it has several) and the wallet's phone. */
type InstrumentProps = {
  readonly instrument: InstrumentKind | '';
  readonly onInstrument: (kind: InstrumentKind) => void;
  /** The phone the push goes to, prefilled with the buyer's. */
  readonly phone: string;
  readonly onPhone: (raw: string) => void;
  readonly errors: { readonly instrument?: string; readonly phone?: string };
};

type Props = InstrumentProps & {
  readonly options: readonly PaymentOptionView[];
  readonly chosen: string;
  readonly onChoose: (id: string) => void;
  readonly busy: boolean;
};

/** How the chosen method is paid, when it can be paid several ways (Nequi: a notification to the phone, or a QR), with
 * the phone for the notification, checked as a Colombian mobile. */
function InstrumentChoice({
  option,
  instrument,
  onInstrument,
  phone,
  onPhone,
  errors,
}: InstrumentProps & {
  option: PaymentOptionView;
}) {
  const kinds = option.instruments;
  const push = kinds.length === 1 ? kinds[0] === 'wallet-push' : instrument === 'wallet-push';
  return (
    <div className="space-y-3 border-l-4 border-brand/30 pl-3">
      {kinds.length > 1 && (
        <fieldset className="space-y-3" aria-describedby={errors.instrument ? 'pago-forma-error' : undefined}>
          <legend className="mb-2 font-bold">{`¿Cómo quieres pagar con ${option.label}?`}</legend>
          {kinds.map((k) => (
            <RadioCard
              key={k}
              name="paymentInstrument"
              value={k}
              checked={instrument === k}
              onChange={(v) => {
                const kind = kinds.find((x) => x === v);
                if (kind) onInstrument(kind);
              }}
              title={INSTRUMENT_TEXT[k].label}
              details={INSTRUMENT_TEXT[k].details}
            />
          ))}
          {errors.instrument && (
            <p id="pago-forma-error" className="text-sm font-semibold text-brand-dark">
              {errors.instrument}
            </p>
          )}
        </fieldset>
      )}
      {push && (
        <MaskedField
          name="walletPhone"
          idPrefix="pago"
          type="tel"
          label={`Celular registrado en ${option.label}`}
          mask={PHONE_MASK}
          autoComplete="tel-national"
          placeholder="300 123 4567"
          value={phone}
          onChange={onPhone}
          error={errors.phone}
          hint={`Al confirmar el pedido te llega una notificación a este celular para aprobar el pago en ${option.label}.`}
        />
      )}
      {option.sandbox && <SandboxNote option={{ method: option.id, label: option.label, instruments: kinds }} />}
    </div>
  );
}

/** The payment methods of this order: each available one with its conditions; one that is not (cash on delivery over
 * the limit, or where it does not reach) shown disabled with the reason the server gives. The chosen one shows how it
 * is paid when there is a choice (Nequi's notification or QR). */
export function PaymentOptions({ options, chosen, onChoose, busy, ...instrument }: Props) {
  const option = options.find((o) => o.id === chosen && o.available);
  const asks = option && (option.instruments.length > 1 || option.instruments.includes('wallet-push'));
  return (
    <fieldset className="space-y-3" aria-busy={busy}>
      <legend className="mb-2 text-lg font-bold">¿Cómo quieres pagar?</legend>
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
          {option === o && (asks || o.sandbox) && <InstrumentChoice option={o} {...instrument} />}
        </div>
      ))}
    </fieldset>
  );
}
