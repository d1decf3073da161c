import { describe, expect, it } from 'vitest';
import { creditLineLabel } from '../../../core/loyalty/credit-labels';
import type { CreditLine, CreditStatement } from '../../../core/loyalty/credit-ports';
import { viewReferrals } from '../../../core/loyalty/view-referrals';
import { defaultPolicy } from '../../../core/policy/store-policy';
import type { ReferredBuyer } from '../../../core/orders/ports';
import { pesos } from '../../../core/shared/money';
import { aCustomer } from '../../builders/customers';
import { inMemoryCustomerStore } from '../../fakes/in-memory-accounts';
import { inMemoryLoyalty } from '../../fakes/in-memory-loyalty';

const at = new Date('2026-11-05T12:00:00-05:00');
const line = (over: Partial<CreditLine>): CreditLine => ({
  kind: 'earned',
  amount: pesos(0),
  pending: pesos(0),
  orderNumber: null,
  reason: null,
  actor: null,
  at,
  ...over,
});

const setUp = async (statement: CreditStatement, buyers: readonly ReferredBuyer[] = []) => {
  const customers = inMemoryCustomerStore();
  const loyalty = inMemoryLoyalty();
  const asked: [string, number][] = [];
  const giftCredit = {
    statement: async (customerId: string, limit: number) => {
      asked.push([customerId, limit]);
      return statement;
    },
  };
  const view = viewReferrals({
    customers,
    orders: { listReferredBuyers: async (_id, limit) => buyers.slice(0, limit) },
    giftCredit,
    loyalty: loyalty.store,
    policy: defaultPolicy,
    storeUrl: 'https://fornido.co',
  });
  return { customers, loyalty, view, asked };
};

const EMPTY: CreditStatement = { balance: pesos(0), pending: pesos(0), lines: [] };

describe('viewReferrals', () => {
  it('gives a guest the programme alone: the share of a referred purchase, the days a link lasts, pesos per point', async () => {
    const { view, asked } = await setUp(EMPTY);
    expect(await view(null)).toEqual({
      programme: { percentageToGift: 0.07, cookieDays: 30, pesosPerPoint: 1_000 },
      own: null,
    });
    expect(await view('nadie')).toMatchObject({ own: null });
    expect(asked).toEqual([]);
  });

  it('gives a customer their link, friends by alias only (newest first), credit history and level', async () => {
    const statement: CreditStatement = {
      balance: pesos(12_600),
      pending: pesos(0),
      lines: [line({ kind: 'earned', amount: pesos(12_600), orderNumber: 'FO-000123' })],
    };
    const { customers, loyalty, view, asked } = await setUp(statement);
    const ana = aCustomer({ name: 'Ana Gómez', referralCode: 'ANA7K2' });
    await customers.create(ana);
    await customers.create(
      aCustomer({ name: 'camila andrea rodríguez', referredBy: ana.id, createdAt: new Date('2026-11-02T15:00:00Z') }),
    );
    await customers.create(
      aCustomer({ name: 'Luis', referredBy: ana.id, createdAt: new Date('2026-11-03T15:00:00Z') }),
    );
    await customers.create(aCustomer({ name: 'Otro Cliente' }));
    await loyalty.store.record([{ customerId: ana.id, orderId: null, reason: 'adjustment', points: 620, at }]);
    const { own } = await view(ana.id);
    expect(own).toMatchObject({
      code: 'ANA7K2',
      link: 'https://fornido.co/?ref=ANA7K2',
      friends: [
        {
          alias: 'Luis',
          how: 'joined',
          joinedAt: '2026-11-03T15:00:00.000Z',
          joinedText: 'Se unió el 3 de noviembre de 2026',
        },
        {
          alias: 'Camila R.',
          how: 'joined',
          joinedAt: '2026-11-02T15:00:00.000Z',
          joinedText: 'Se unió el 2 de noviembre de 2026',
        },
      ],
      balance: 12_600,
      pending: 0,
      history: [
        {
          kind: 'earned',
          label: 'Ganaste por el pedido de un referido',
          amount: 12_600,
          at: at.toISOString(),
          dateText: '5 de noviembre de 2026',
        },
      ],
      points: 620,
    });
    expect(own?.progress.level.name).toBe('Plata');
    expect(own?.progress.next?.name).toBe('Oro');
    expect(JSON.stringify(own)).not.toContain('FO-000123');
    expect(asked).toEqual([[ana.id, 50]]);
  });

  it('counts whoever ordered with the link, guests too, once each beside the accounts made with it', async () => {
    const ana = aCustomer({ name: 'Ana Gómez' });
    const camila = aCustomer({
      name: 'Camila Rodríguez',
      referredBy: ana.id,
      createdAt: new Date('2026-11-02T15:00:00Z'),
    });
    const { customers, view } = await setUp(EMPTY, [
      { customerId: null, name: 'Mateo Álvarez Ruiz', firstOrderAt: new Date('2026-11-04T15:00:00Z') },
      // Camila, who joined with the link, also ordered: she is listed once, as joined.
      { customerId: camila.id, name: 'Camila Rodríguez', firstOrderAt: new Date('2026-11-03T15:00:00Z') },
      { customerId: 'cuenta-sin-referido', name: 'Luis Pérez', firstOrderAt: new Date('2026-11-01T15:00:00Z') },
    ]);
    await customers.create(ana);
    await customers.create(camila);
    expect((await view(ana.id)).own?.friends).toEqual([
      {
        alias: 'Mateo R.',
        how: 'bought',
        joinedAt: '2026-11-04T15:00:00.000Z',
        joinedText: 'Hizo su primer pedido el 4 de noviembre de 2026',
      },
      {
        alias: 'Camila R.',
        how: 'joined',
        joinedAt: '2026-11-02T15:00:00.000Z',
        joinedText: 'Se unió el 2 de noviembre de 2026',
      },
      {
        alias: 'Luis P.',
        how: 'bought',
        joinedAt: '2026-11-01T15:00:00.000Z',
        joinedText: 'Hizo su primer pedido el 1 de noviembre de 2026',
      },
    ]);
  });

  it('never shows negative points', async () => {
    const { customers, loyalty, view } = await setUp(EMPTY);
    const ana = aCustomer();
    await customers.create(ana);
    await loyalty.store.record([{ customerId: ana.id, orderId: null, reason: 'adjustment', points: -40, at }]);
    expect((await view(ana.id)).own).toMatchObject({ points: 0, balance: 0, friends: [], history: [] });
  });
});

describe('creditLineLabel', () => {
  it('says in Spanish what each movement was, naming only the shopper’s own orders', () => {
    expect(creditLineLabel(line({ kind: 'earned', orderNumber: 'FO-000001' }))).toBe(
      'Ganaste por el pedido de un referido',
    );
    expect(creditLineLabel(line({ kind: 'clawback', amount: pesos(-5_000), orderNumber: 'FO-000001' }))).toBe(
      'Se descontó: el pedido se reversó',
    );
    expect(creditLineLabel(line({ kind: 'clawback', amount: pesos(-2_000), pending: pesos(3_000) }))).toBe(
      'Se descontó: el pedido se reversó (quedan $ 3.000 pendientes de tu próximo saldo)',
    );
    expect(creditLineLabel(line({ kind: 'settlement', orderNumber: 'FO-000009' }))).toBe(
      'Se descontó lo pendiente de un pedido reversado',
    );
    expect(creditLineLabel(line({ kind: 'spent', orderNumber: 'FO-000042' }))).toBe('Usaste en tu pedido FO-000042');
    expect(creditLineLabel(line({ kind: 'restored', orderNumber: 'FO-000042' }))).toBe(
      'Te devolvimos: el pedido FO-000042 se canceló',
    );
    expect(creditLineLabel(line({ kind: 'adjustment', reason: 'Compensación por demora' }))).toBe(
      'Ajuste de Fornido: Compensación por demora',
    );
  });
});
