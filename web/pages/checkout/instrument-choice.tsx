import type { InstrumentKind } from '../../../core/payments/instrument';
import { RadioCard } from '../../components/checkout/radio-card';
import { MaskedField } from '../../components/forms/masked-input';
import type { PaymentOptionView } from '../../../contract/checkout';
import { PHONE_MASK } from '../../lib/input-mask';
import type { PayDetails } from '../../state/checkout';
import { BankFields } from '../orders/pay/bank-fields';
import { INSTRUMENT_TEXT } from '../orders/pay/instruments';
import { NetworkFields } from '../orders/pay/network-fields';
import { SandboxNote } from '../orders/pay/sandbox-note';
import { Unavailable } from '../orders/pay/unavailable';
import { useBanks } from '../orders/pay/use-banks';

/** The instrument part of the chosen method: which instrument (when it has several), the wallet's phone, PSE's bank and
 * who pays, the cash network. */
export type InstrumentProps = {
  readonly instrument: InstrumentKind | '';
  readonly onInstrument: (kind: InstrumentKind) => void;
  /** The phone the push goes to, prefilled with the buyer's. */
  readonly phone: string;
  readonly onPhone: (raw: string) => void;
  readonly details: PayDetails;
  readonly onDetails: (patch: Partial<PayDetails>) => void;
  readonly errors: {
    readonly instrument?: string;
    readonly phone?: string;
    readonly bank?: string;
    readonly network?: string;
  };
};

/** Whether the chosen method asks something on this step (the card's data is typed on the order's page). */
export const asksHere = (option: PaymentOptionView): boolean =>
  option.instruments.length > 1 ||
  option.instruments.some((k) => k === 'wallet-push' || k === 'bank-transfer' || k === 'cash-voucher') ||
  (option.instruments.includes('card') && option.tokenizer !== null);

/** PSE's fields on the payment step, with the banks asked when PSE is chosen; without banks, the way to another method. */
function CheckoutBank({
  details,
  onDetails,
  error,
  onOther,
}: {
  details: PayDetails;
  onDetails: InstrumentProps['onDetails'];
  error?: string;
  onOther: () => void;
}) {
  const { state, retry } = useBanks();
  if (state.kind === 'failed')
    return <Unavailable message={state.message} onRetry={state.retry ? retry : undefined} onOther={onOther} />;
  return (
    <BankFields
      banks={state}
      idPrefix="checkout-pago"
      personType={details.personType}
      onPersonType={(personType) => onDetails({ personType })}
      bank={details.bank}
      onBank={(bank) => onDetails({ bank })}
      errors={{ bank: error }}
    />
  );
}

/** How the chosen method is paid, as the order's page asks it (the same fields): Nequi's notification or QR and the
 * phone, PSE's bank, the cash network; a card is typed after confirming, in the tokenizer's form on the order's page. */
export function InstrumentChoice({
  option,
  instrument,
  onInstrument,
  phone,
  onPhone,
  details,
  onDetails,
  errors,
  onOther,
}: InstrumentProps & { option: PaymentOptionView; onOther: () => void }) {
  const kinds = option.instruments;
  const kind = kinds.length === 1 ? kinds[0] : kinds.find((k) => k === instrument);
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
                const chosen = kinds.find((x) => x === v);
                if (chosen) onInstrument(chosen);
              }}
              title={INSTRUMENT_TEXT[k].label}
              details={INSTRUMENT_TEXT[k].details}
              problem={errors.instrument ? 'pago-forma-error' : undefined}
            />
          ))}
          {errors.instrument && (
            <p id="pago-forma-error" className="text-sm font-semibold text-brand-dark">
              {errors.instrument}
            </p>
          )}
        </fieldset>
      )}
      {kind === 'wallet-push' && (
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
      {kind === 'bank-transfer' && (
        <>
          <CheckoutBank details={details} onDetails={onDetails} error={errors.bank} onOther={onOther} />
          <p className="text-sm text-muted">Al confirmar el pedido te llevamos a tu banco para autorizar el pago.</p>
        </>
      )}
      {kind === 'cash-voucher' && (
        <>
          <NetworkFields
            networks={option.networks}
            network={details.network}
            onNetwork={(network) => onDetails({ network })}
            error={errors.network}
            idPrefix="checkout-pago"
          />
          <p className="text-sm text-muted">Al confirmar el pedido te damos el código para pagar en efectivo.</p>
        </>
      )}
      {kind === 'card' && option.tokenizer && (
        <p className="text-sm text-muted">
          Al confirmar el pedido escribes los datos de tu tarjeta en un formulario seguro: el número de tu tarjeta nunca
          llega a nuestros servidores.
        </p>
      )}
      {option.sandbox && <SandboxNote option={{ method: option.id, label: option.label, instruments: kinds }} />}
    </div>
  );
}
