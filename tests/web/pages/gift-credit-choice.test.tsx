import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GiftCreditChoice } from '../../../web/pages/checkout/gift-credit-choice';
import { paymentRequest } from '../../../web/state/checkout-steps';
import { EMPTY_DRAFT, parseDraft } from '../../../web/state/checkout';

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const shown = (balance: number | null, applied: number, checked: boolean) =>
  text(
    renderToString(
      <GiftCreditChoice
        balance={balance}
        applied={applied}
        checked={checked}
        busy={false}
        onChange={() => undefined}
      />,
    ),
  );

describe('"Usar mi saldo de regalo" on the payment step', () => {
  it('offers the balance, then says what is discounted and what is left', () => {
    expect(shown(12_600, 0, false)).toBe(
      'Usar mi saldo de regalo Tienes $ 12.600 para descontar de tus productos (no cubre el envío).',
    );
    expect(shown(12_600, 12_600, true)).toBe('Usar mi saldo de regalo Se descuentan $ 12.600 de tus productos.');
    expect(shown(300_000, 219_900, true)).toBe(
      'Usar mi saldo de regalo Se descuentan $ 219.900 de tus productos (te quedan $ 80.100).',
    );
  });

  it('shows nothing to a guest or without a balance', () => {
    expect(shown(null, 0, false)).toBe('');
    expect(shown(0, 0, false)).toBe('');
  });

  it('asks the server to apply it only when ticked, and reads older drafts as not ticked', () => {
    const lines = [{ sku: 'P02-2LB-CHOC', quantity: 1 }];
    expect(paymentRequest(lines, EMPTY_DRAFT)).not.toHaveProperty('useGiftCredit');
    expect(paymentRequest(lines, { ...EMPTY_DRAFT, useGiftCredit: true })).toMatchObject({ useGiftCredit: true });
    const { useGiftCredit: _, ...older } = EMPTY_DRAFT;
    expect(parseDraft(older)?.useGiftCredit).toBe(false);
  });
});
