import { useEffect, useState } from 'react';
import type { CardTokenizer } from '../../../../core/payments/ports';
import { testCardsHint, type TestCards } from '../../../../core/payments/sandbox-card';
import { formatPesos } from '../../../../core/shared/format';
import { SelectField } from '../../../components/forms/fields';
import { MaskedField } from '../../../components/forms/masked-input';
import { tokenizeCard, TOKENIZER_UNAVAILABLE, type Tokenized } from '../../../lib/card-tokenizer';
import type { InstrumentRequest } from '../../../../contract/checkout';
import { loadScript } from '../../../lib/load-script';
import { cardProblems, CARD_MASK, MAX_INSTALLMENTS, type CardTyped, type YearMonth } from './card-check';
import { TokenizerFields } from './card-tokenizer-fields';
import type { PaymentFailure } from './payment-failure';
import { PayForm } from './pay-form';
import { Unavailable } from './unavailable';

export { CARD_MASK };

const INSTALLMENTS = Array.from({ length: MAX_INSTALLMENTS }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? '1 cuota' : `${i + 1} cuotas`,
}));

const thisMonth = (): YearMonth => {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
};

/**
 * Checks the card, makes its token, and starts the payment with `{kind: 'card', token, installments}`. With a
 * tokenizer the provider's script reads the form's unnamed inputs and answers a token (the card never reaches the
 * store); without one (the store's sandbox card) the test number is the token.
 */
export const payByCard = async (
  typed: CardTyped,
  form: HTMLFormElement,
  deps: {
    readonly tokenizer: CardTokenizer | null;
    readonly tokenize: (tokenizer: CardTokenizer, form: HTMLFormElement) => Promise<Tokenized>;
    readonly start: (instrument: InstrumentRequest) => Promise<PaymentFailure | null>;
    readonly today: YearMonth;
  },
): Promise<PaymentFailure | null> => {
  const problems = cardProblems(typed, deps.tokenizer !== null, deps.today);
  if (Object.keys(problems).length > 0) return { fields: problems };
  const made = deps.tokenizer ? await deps.tokenize(deps.tokenizer, form) : { token: typed.number };
  if ('problem' in made) return { alert: made.problem };
  return deps.start({ kind: 'card', token: made.token, installments: typed.installments });
};

type Props = {
  readonly amount: number;
  readonly label: string;
  /** Against a sandbox, the test cards that sandbox approves and declines, named under the field; null otherwise. */
  readonly testCards: TestCards | null;
  /** The provider's script that makes the token; null for the sandbox card. */
  readonly tokenizer: CardTokenizer | null;
  /** The order's buyer: the name offered for the card, the email the tokenizer asks for. */
  readonly buyer: { readonly name: string; readonly email: string };
  readonly start: (instrument: InstrumentRequest) => Promise<PaymentFailure | null>;
  /** Back to the choice of method (the tokenizer could not be loaded). */
  readonly onOther: () => void;
};

type ScriptState = 'none' | 'loading' | 'ready' | 'failed';

/** The card instrument: the card (through the provider's tokenizer when the method has one) and the instalments. The
 * tokenizer's script is loaded when this form shows, never on other pages. */
export function CardForm({ amount, label, testCards, tokenizer, buyer, start, onOther }: Props) {
  const [typed, setTyped] = useState<CardTyped>({
    name: buyer.name,
    number: '',
    expiry: '',
    cvc: '',
    installments: 1,
  });
  const [script, setScript] = useState<ScriptState>(tokenizer ? 'loading' : 'none');
  const [tries, setTries] = useState(0);
  const src = tokenizer?.script ?? null;
  useEffect(() => {
    if (src === null) return;
    let live = true;
    loadScript(src).then(
      () => live && setScript('ready'),
      () => live && setScript('failed'),
    );
    return () => {
      live = false;
    };
  }, [src, tries]);

  if (script === 'failed')
    return (
      <Unavailable
        message={TOKENIZER_UNAVAILABLE}
        onRetry={() => {
          setScript('loading');
          setTries((n) => n + 1);
        }}
        onOther={onOther}
      />
    );
  const send = (form: HTMLFormElement) =>
    payByCard(typed, form, { tokenizer, tokenize: (t, f) => tokenizeCard(t, f), start, today: thisMonth() });
  return (
    <PayForm
      label={`Pagar con ${label}`}
      fields={['cardName', 'card', 'expiry', 'cvc', 'installments']}
      send={send}
      submit={`Pagar ${formatPesos(amount)}`}
      busyText={tokenizer ? 'Validando la tarjeta…' : 'Pagando…'}
    >
      {(errors, clear) => {
        const edit = (patch: Partial<CardTyped>) => {
          setTyped((t) => ({ ...t, ...patch }));
          clear();
        };
        const number = (
          <MaskedField
            name="cardNumber"
            idPrefix="pago"
            unnamed
            label="Número de la tarjeta"
            mask={CARD_MASK}
            autoComplete="cc-number"
            placeholder={testCards ? testCards.approved : '0000 0000 0000 0000'}
            value={typed.number}
            onChange={(raw) => edit({ number: raw })}
            error={errors.card}
            hint={testCards ? `Tienda de pruebas: ${testCardsHint(testCards)}.` : undefined}
          />
        );
        return (
          <>
            {tokenizer ? (
              <TokenizerFields typed={typed} email={buyer.email} errors={errors} edit={edit} number={number} />
            ) : (
              number
            )}
            <SelectField
              name="installments"
              idPrefix="pago"
              unnamed
              label="Número de cuotas"
              value={String(typed.installments)}
              onChange={(v) => edit({ installments: Number(v) })}
              options={INSTALLMENTS}
              error={errors.installments}
              hint="Con tarjeta de crédito puedes pagar hasta en 36 cuotas; con tarjeta débito el pago es en 1 cuota."
            />
            {script === 'loading' && (
              <p role="status" className="appear-late text-sm text-muted">
                Cargando el formulario seguro de la tarjeta…
              </p>
            )}
          </>
        );
      }}
    </PayForm>
  );
}
