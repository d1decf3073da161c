import { useState } from 'react';
import { parseCashNetwork } from '../../../../core/payments/cash-networks';
import type { InstrumentRequest, PayOptionView } from '../../../../contract/checkout';
import { NetworkFields } from './network-fields';
import type { PaymentFailure } from './payment-failure';
import { PayForm } from './pay-form';

/** The cash-voucher instrument for the network chosen, or the message under the choice. */
export const voucherInstrument = (network: string): InstrumentRequest | PaymentFailure => {
  const id = parseCashNetwork(network);
  return id
    ? { kind: 'cash-voucher', network: id }
    : { field: 'network', message: 'Elige dónde quieres pagar en efectivo.' };
};

type Props = {
  readonly option: Pick<PayOptionView, 'label' | 'networks'>;
  readonly start: (instrument: InstrumentRequest) => Promise<PaymentFailure | null>;
};

/** Cash: where the shopper will pay, then the code to pay with there (the page shows it, ready to print). */
export function CashVoucherForm({ option, start }: Props) {
  const [network, setNetwork] = useState(option.networks.length === 1 ? option.networks[0].id : '');
  const send = async () => {
    const instrument = voucherInstrument(network);
    return 'kind' in instrument ? start(instrument) : instrument;
  };
  return (
    <PayForm
      label={`Pagar con ${option.label}`}
      fields={['network']}
      send={send}
      submit="Generar el código de pago"
      busyText="Generando el código…"
    >
      {(errors, clear) => (
        <NetworkFields
          networks={option.networks}
          network={network}
          idPrefix="pago"
          onNetwork={(id) => {
            setNetwork(id);
            clear();
          }}
          error={errors.network}
        />
      )}
    </PayForm>
  );
}
