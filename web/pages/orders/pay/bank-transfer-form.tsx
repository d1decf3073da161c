import { useState } from 'react';
import type { InstrumentRequest } from '../../../../contract/checkout';
import { BankFields, type PersonType } from './bank-fields';
import type { PaymentFailure } from './payment-failure';
import { PayForm } from './pay-form';
import { Unavailable } from './unavailable';
import { useBanks } from './use-banks';

/** The bank-transfer instrument for what was chosen, or the message under the bank's field. */
export const bankInstrument = (bank: string, personType: PersonType): InstrumentRequest | PaymentFailure =>
  bank === '' ? { field: 'bank', message: 'Elige tu banco.' } : { kind: 'bank-transfer', bank, personType };

type Props = {
  readonly label: string;
  readonly start: (instrument: InstrumentRequest) => Promise<PaymentFailure | null>;
  /** Back to the choice of method (PSE has no banks now). */
  readonly onOther: () => void;
};

/** PSE: who pays and from which bank (the list asked when the form shows), then "Ir a mi banco": the page sends the
 * shopper to the bank the answer names, and follows the payment when they come back. */
export function BankTransferForm({ label, start, onOther }: Props) {
  const { state, retry } = useBanks();
  const [personType, setPersonType] = useState<PersonType>('natural');
  const [bank, setBank] = useState('');
  if (state.kind === 'failed')
    return <Unavailable message={state.message} onRetry={state.retry ? retry : undefined} onOther={onOther} />;
  const send = async () => {
    const instrument = bankInstrument(bank, personType);
    return 'kind' in instrument ? start(instrument) : instrument;
  };
  return (
    <PayForm
      label={`Pagar con ${label}`}
      fields={['bank', 'personType']}
      send={send}
      submit="Ir a mi banco"
      busyText="Conectando con tu banco…"
    >
      {(errors, clear) => (
        <BankFields
          banks={state}
          idPrefix="pago"
          personType={personType}
          onPersonType={(v) => {
            setPersonType(v);
            clear();
          }}
          bank={bank}
          onBank={(code) => {
            setBank(code);
            clear();
          }}
          errors={errors}
        />
      )}
    </PayForm>
  );
}
