import { useState } from 'react';
import type { InstrumentKind } from '../../../../core/payments/instrument';
import { RadioCard } from '../../../components/checkout/radio-card';
import { FormAlert } from '../../../components/forms/form-parts';
import type { InstrumentRequest, OrderView, PayOptionView } from '../../../../contract/checkout';
import { BankTransferForm } from './bank-transfer-form';
import { CardForm } from './card-form';
import { CashVoucherForm } from './cash-voucher-form';
import { INSTRUMENT_TEXT, takesHere } from './instruments';
import type { PaymentFailure } from './payment-failure';
import { PayForm } from './pay-form';
import type { PayChoice } from './pay-stage';
import { PushForm } from './push-form';
import { SandboxNote } from './sandbox-note';

type Start = (method: string, instrument: InstrumentRequest) => Promise<PaymentFailure | null>;

/** The form of one instrument of a method: the fields it needs and its "Pagar". */
function InstrumentForm({
  kind,
  option,
  order,
  start,
  onOther,
}: {
  kind: InstrumentKind;
  option: PayOptionView;
  order: OrderView;
  start: Start;
  onOther: () => void;
}) {
  const amount = order.totals.total;
  const send = (instrument: InstrumentRequest) => start(option.method, instrument);
  switch (kind) {
    case 'wallet-push':
      return <PushForm phone={order.buyer.phone} amount={amount} walletLabel={option.label} start={send} />;
    case 'card':
      return (
        <CardForm
          amount={amount}
          label={option.label}
          testCards={option.testCards}
          tokenizer={option.tokenizer}
          buyer={order.buyer}
          start={send}
          onOther={onOther}
        />
      );
    case 'bank-transfer':
      return <BankTransferForm label={option.label} start={send} onOther={onOther} />;
    case 'cash-voucher':
      return <CashVoucherForm option={option} start={send} />;
    case 'wallet-qr':
    case 'pay-later':
    case 'hosted-checkout':
      return (
        <PayForm
          label={`Pagar con ${option.label}: ${INSTRUMENT_TEXT[kind].label}`}
          send={() => send({ kind })}
          submit={INSTRUMENT_TEXT[kind].start}
          busyText="Un momento…"
        />
      );
    default:
      return kind satisfies never;
  }
}

type Props = {
  readonly order: OrderView;
  readonly preset: PayChoice | null;
  /** Why the last try did not go through (the checkout could not start it, a withdrawal the server refused). */
  readonly notice: string | null;
  readonly start: Start;
};

/** How to pay the order: its methods (`payOptions`), the instrument within a method that has several (Nequi's push or
 * QR), and that instrument's form. */
export function PayChoicePanel({ order, preset, notice, start }: Props) {
  const options = order.payOptions.filter((o) => o.instruments.some(takesHere));
  const [method, setMethod] = useState(preset?.method ?? (options.length === 1 ? options[0].method : ''));
  const [chosen, setChosen] = useState<InstrumentKind | null>(preset?.instrument ?? null);
  const option = options.find((o) => o.method === method);
  const kinds = option?.instruments.filter(takesHere) ?? [];
  const kind = kinds.length === 1 ? kinds[0] : kinds.find((k) => k === chosen);
  /** Unchooses a method that cannot be used now (its provider did not answer) and takes the shopper to the list. */
  const chooseOther = () => {
    setMethod('');
    setChosen(null);
    requestAnimationFrame(() => document.querySelector<HTMLInputElement>('input[name="pagoMedio"]')?.focus());
  };
  return (
    <div className="space-y-4">
      {notice && <FormAlert tone="error">{notice}</FormAlert>}
      {options.length === 0 ? (
        <p className="text-sm text-muted">Este pedido no se puede pagar en línea ahora. Escríbenos y te ayudamos.</p>
      ) : (
        <fieldset className="space-y-3">
          <legend className="mb-2 font-bold">¿Cómo quieres pagar?</legend>
          {options.map((o) => (
            <RadioCard
              key={o.method}
              name="pagoMedio"
              value={o.method}
              checked={o.method === method}
              onChange={(m) => {
                setMethod(m);
                setChosen(null);
              }}
              title={o.label}
              details={o.conditions}
            />
          ))}
        </fieldset>
      )}
      {option && kinds.length > 1 && (
        <fieldset className="space-y-3">
          <legend className="mb-2 font-bold">{`¿Cómo quieres pagar con ${option.label}?`}</legend>
          {kinds.map((k) => (
            <RadioCard
              key={k}
              name="pagoForma"
              value={k}
              checked={k === kind}
              onChange={(v) => setChosen(kinds.find((x) => x === v) ?? null)}
              title={INSTRUMENT_TEXT[k].label}
              details={INSTRUMENT_TEXT[k].details}
            />
          ))}
        </fieldset>
      )}
      {option?.sandbox && <SandboxNote option={option} />}
      {option && kind && (
        <InstrumentForm
          key={`${option.method}-${kind}`}
          kind={kind}
          option={option}
          order={order}
          start={start}
          onOther={chooseOther}
        />
      )}
    </div>
  );
}
