import { useState } from 'react';
import { SANDBOX_CARDS, SANDBOX_CARDS_HINT } from '../../../../core/payments/sandbox-card';
import { formatPesos } from '../../../../core/shared/format';
import { MaskedField } from '../../../components/forms/masked-input';
import type { InstrumentRequest } from '../../../lib/checkout-api';
import type { FieldMask } from '../../../lib/input-mask';
import type { PaymentFailure } from './payment-failure';
import { PayForm } from './pay-form';

/** A card number as printed on the card, in groups of four. */
export const CARD_MASK: FieldMask = { pattern: () => '#### #### #### ####', inputMode: 'numeric' };

type Props = {
  readonly amount: number;
  readonly label: string;
  /** The store's sandbox: the test cards are named under the field. */
  readonly sandbox: boolean;
  readonly start: (instrument: InstrumentRequest) => Promise<PaymentFailure | null>;
};

/** The card instrument: the card number (the sandbox gateway takes it as the token), one instalment. */
export function CardForm({ amount, label, sandbox, start }: Props) {
  const [card, setCard] = useState('');
  const send = async (): Promise<PaymentFailure | null> =>
    card.length === 16
      ? start({ kind: 'card', token: card, installments: 1 })
      : { field: 'card', message: 'Escribe los 16 dígitos de la tarjeta.' };
  return (
    <PayForm
      label={`Pagar con ${label}`}
      fields={['card', 'installments']}
      send={send}
      submit={`Pagar ${formatPesos(amount)}`}
      busyText="Pagando…"
    >
      {(errors, clear) => (
        <MaskedField
          name="cardNumber"
          idPrefix="pago"
          label="Número de la tarjeta"
          mask={CARD_MASK}
          autoComplete="cc-number"
          placeholder={sandbox ? SANDBOX_CARDS.approved : '0000 0000 0000 0000'}
          value={card}
          onChange={(raw) => {
            setCard(raw);
            clear();
          }}
          error={errors.card ?? errors.installments}
          hint={sandbox ? `Tienda de pruebas: ${SANDBOX_CARDS_HINT}.` : undefined}
        />
      )}
    </PayForm>
  );
}
