import { useState, type FormEvent } from 'react';
import { formatPesos } from '../../../core/shared/format';
import { FormAlert, SubmitButton } from '../../components/forms/form-parts';
import { MaskedField } from '../../components/forms/masked-input';
import { failureMessage } from '../../components/forms/use-form';
import type { OrderView } from '../../lib/checkout-api';
import { checkoutApi, orderLinkParts } from '../../lib/checkout-client';
import type { FieldMask } from '../../lib/input-mask';

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
    try {
      const signature = orderLinkParts(order.link)?.signature ?? undefined;
      const paid = await checkoutApi.pay(order.number, {
        method: 'sandbox-card',
        ...(signature ? { signature } : {}),
        card: { token: card, installments: 1 },
      });
      if (paid.status !== 'approved')
        setError(paid.message ?? 'El pago quedó pendiente. Te avisaremos por correo cuando se confirme.');
      onOrder(paid.order);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="pago-tarjeta">
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
        placeholder="4242 4242 4242 4242"
        value={card}
        onChange={(raw) => {
          setCard(raw);
          setFieldError(undefined);
        }}
        error={fieldError}
        hint="Tienda de pruebas: la tarjeta 4242 4242 4242 4242 aprueba el pago y la 4000 0000 0000 0002 lo rechaza."
      />
      <SubmitButton busy={busy} busyText="Pagando…">{`Pagar ${formatPesos(order.totals.total)}`}</SubmitButton>
    </form>
  );
}
