import { useState, type FormEvent } from 'react';
import { SANDBOX_CARDS, SANDBOX_CARDS_HINT } from '../../../core/payments/sandbox-card';
import { formatPesos } from '../../../core/shared/format';
import { FormAlert, SubmitButton } from '../../components/forms/form-parts';
import { MaskedField } from '../../components/forms/masked-input';
import type { OrderView } from '../../lib/checkout-api';
import { checkoutApi, orderLinkParts } from '../../lib/checkout-client';
import type { FieldMask } from '../../lib/input-mask';
import { paymentFailure } from './payment-failure';

/** A card number as printed on the card, in groups of four. */
export const CARD_MASK: FieldMask = { pattern: () => '#### #### #### ####', inputMode: 'numeric' };

/**
 * Pays a pending order with the store's test card (the sandbox gateway): the number is the token. The order as the
 * server left it goes to the page after each attempt: a rejection leaves it pending and the form ready for another
 * card; an approval makes it paid (and the form goes away).
 */
export function CardPaymentForm({ order, onOrder }: { order: OrderView; onOrder: (order: OrderView) => void }) {
  const [card, setCard] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    setError(null);
    if (card.length !== 16) {
      setFieldError('Escribe los 16 dígitos de la tarjeta.');
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    const signature = orderLinkParts(order.link)?.signature ?? undefined;
    const paid = await checkoutApi.pay(order.number, {
      method: 'sandbox-card',
      ...(signature ? { signature } : {}),
      card: { token: card, installments: 1 },
    });
    setBusy(false);
    if (!paid.ok) {
      const shown = paymentFailure(paid.error);
      if ('field' in shown) setFieldError(shown.field);
      else setError(shown.alert);
      return;
    }
    if (paid.value.status !== 'approved')
      setError(paid.value.message ?? 'El pago quedó pendiente. Te avisaremos por correo cuando se confirme.');
    onOrder(paid.value.order);
  };
  return (
    // The refusals come back as values (paymentFailure), so the promise of onSubmit never rejects.
    <form
      method="post"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="space-y-4"
      aria-labelledby="pago-tarjeta"
    >
      <h2 id="pago-tarjeta" className="text-lg font-bold">
        Paga con tarjeta
      </h2>
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <MaskedField
        name="cardNumber"
        idPrefix="pago"
        label="Número de la tarjeta"
        mask={CARD_MASK}
        autoComplete="cc-number"
        placeholder={SANDBOX_CARDS.approved}
        value={card}
        onChange={(raw) => {
          setCard(raw);
          setFieldError(undefined);
        }}
        error={fieldError}
        hint={`Tienda de pruebas: ${SANDBOX_CARDS_HINT}.`}
      />
      <SubmitButton busy={busy} busyText="Pagando…">{`Pagar ${formatPesos(order.totals.total)}`}</SubmitButton>
    </form>
  );
}
