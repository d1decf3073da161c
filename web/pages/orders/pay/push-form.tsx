import { useState } from 'react';
import { parseMobilePhone } from '../../../../core/people/phone';
import { formatPesos } from '../../../../core/shared/format';
import { MaskedField } from '../../../components/forms/masked-input';
import type { InstrumentRequest } from '../../../../contract/checkout';
import { PHONE_MASK } from '../../../lib/input-mask';
import type { PaymentFailure } from './payment-failure';
import { PayForm } from './pay-form';

/** The push instrument for a phone as typed, or the Spanish message under the field (checked in the browser with the
 * core's own rule before anything is sent). */
export const pushInstrument = (typed: string): InstrumentRequest | PaymentFailure => {
  const phone = parseMobilePhone(typed);
  return phone.ok ? { kind: 'wallet-push', phone: phone.value } : { field: 'phone', message: phone.error.message };
};

type Props = {
  /** The order's phone, offered first. */
  readonly phone: string;
  readonly amount: number;
  readonly walletLabel: string;
  readonly start: (instrument: InstrumentRequest) => Promise<PaymentFailure | null>;
};

/** The wallet push: the phone that receives the notification (the order's, editable), then "Enviar notificación". */
export function PushForm({ phone: initial, amount, walletLabel, start }: Props) {
  const [phone, setPhone] = useState(initial);
  const send = async () => {
    const instrument = pushInstrument(phone);
    return 'kind' in instrument ? start(instrument) : instrument;
  };
  return (
    <PayForm
      label={`Pagar con ${walletLabel}: notificación a tu celular`}
      fields={['phone']}
      send={send}
      submit={`Enviar notificación por ${formatPesos(amount)}`}
      busyText="Enviando la notificación…"
    >
      {(errors, clear) => (
        <MaskedField
          name="phone"
          idPrefix="pago"
          type="tel"
          label={`Celular registrado en ${walletLabel}`}
          mask={PHONE_MASK}
          autoComplete="tel-national"
          placeholder="300 123 4567"
          value={phone}
          onChange={(raw) => {
            setPhone(raw);
            clear();
          }}
          error={errors.phone}
          hint={`Te llega una notificación a este celular para que apruebes el pago en la app ${walletLabel}.`}
        />
      )}
    </PayForm>
  );
}
