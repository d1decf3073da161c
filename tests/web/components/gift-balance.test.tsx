import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GiftBalance } from '../../../web/components/gift-balance';

const text = (html: string) => html.replaceAll('<!-- -->', '').replace(/<[^>]+>/g, '');

describe('the gift balance', () => {
  it('says the balance in pesos, and nothing of a pending clawback when there is none', () => {
    const shown = text(renderToString(<GiftBalance balance={12_600} pending={0} />));
    expect(shown).toContain('Tu saldo de regalo: $ 12.600');
    expect(shown).not.toContain('Pendiente');
  });

  it('says what a reversed order still owes, to be taken from the next credit', () => {
    const shown = text(renderToString(<GiftBalance balance={0} pending={3_150} />));
    expect(shown).toContain('Tu saldo de regalo: $ 0');
    expect(shown).toContain('Pendiente por descontar: $ 3.150.');
  });
});
