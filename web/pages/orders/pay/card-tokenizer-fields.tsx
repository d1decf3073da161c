import type { ReactNode } from 'react';
import { TextField } from '../../../components/forms/fields';
import { MaskedField } from '../../../components/forms/masked-input';
import { CVC_MASK, expiryParts, EXPIRY_MASK, type CardTyped } from './card-check';

type Props = {
  readonly typed: CardTyped;
  /** The buyer's email, which the tokenizer asks for with the card. */
  readonly email: string;
  readonly errors: Readonly<Record<string, string>>;
  readonly edit: (patch: Partial<CardTyped>) => void;
  /** The card number's field, shared with the sandbox card's form. */
  readonly number: ReactNode;
};

/**
 * The card's fields the provider's tokenizer reads (ePayco.js: `data-epayco="card[…]"`). None has a `name`, so the
 * card is never sent to the store. The number and the expiry are shown masked ("4242 4242…", "08/29"), so the
 * tokenizer reads them from hidden copies holding what it expects: the digits, the month, the four-digit year.
 */
export function TokenizerFields({ typed, email, errors, edit, number }: Props) {
  const { month, year } = expiryParts(typed.expiry);
  return (
    <>
      <TextField
        name="cardName"
        idPrefix="pago"
        unnamed
        data={{ 'data-epayco': 'card[name]' }}
        label="Nombre como aparece en la tarjeta"
        autoComplete="cc-name"
        value={typed.name}
        onChange={(name) => edit({ name })}
        error={errors.cardName}
        maxLength={100}
      />
      {number}
      <div className="grid grid-cols-2 gap-3">
        <MaskedField
          name="cardExpiry"
          idPrefix="pago"
          unnamed
          label="Vencimiento (MM/AA)"
          mask={EXPIRY_MASK}
          autoComplete="cc-exp"
          placeholder="08/29"
          value={typed.expiry}
          onChange={(expiry) => edit({ expiry })}
          error={errors.expiry}
        />
        <MaskedField
          name="cardCvc"
          idPrefix="pago"
          unnamed
          data={{ 'data-epayco': 'card[cvc]' }}
          label="CVC"
          mask={CVC_MASK}
          autoComplete="cc-csc"
          placeholder="123"
          value={typed.cvc}
          onChange={(cvc) => edit({ cvc })}
          error={errors.cvc}
          hint="3 o 4 dígitos al respaldo."
        />
      </div>
      <input type="hidden" data-epayco="card[number]" value={typed.number} />
      <input type="hidden" data-epayco="card[exp_month]" value={month} />
      <input type="hidden" data-epayco="card[exp_year]" value={year} />
      <input type="hidden" data-epayco="card[email]" value={email} />
    </>
  );
}
