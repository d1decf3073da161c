import { describe, expect, it } from 'vitest';
import {
  adjustCreditAs,
  customerDetailFor,
  listCustomersFor,
  type ConsoleCustomersDeps,
} from '../../../core/customer-care/console-customers';
import { listCustomers, showCustomer } from '../../../core/customer-care/show-customer';
import type { CreditLine, GiftCreditStore } from '../../../core/loyalty/credit-ports';
import type { AuditEntry } from '../../../core/operators/ports';
import type { Email } from '../../../core/people/email';
import { defaultPolicy } from '../../../core/policy/store-policy';
import { pesos } from '../../../core/shared/money';
import { err, ok } from '../../../core/shared/result';
import { aCustomer, anAddress } from '../../builders/customers';
import { anActor } from '../../builders/operators';
import { inMemoryCustomerStore } from '../../fakes/in-memory-accounts';
import { inMemoryLoyalty } from '../../fakes/in-memory-loyalty';
import { inMemoryOrderStore } from '../../fakes/in-memory-orders';

const NOW = new Date('2026-12-01T15:00:00Z');

/** Gift credit per customer in memory, with the ledger's rule: an adjustment never takes the balance below zero. */
const inMemoryGiftCredit = (): Pick<GiftCreditStore, 'statement' | 'balance' | 'adjust'> => {
  const ledgers = new Map<string, CreditLine[]>();
  const linesOf = (id: string) => ledgers.get(id) ?? [];
  const balanceOf = (id: string) => pesos(linesOf(id).reduce((total, l) => total + l.amount, 0));
  const statementOf = (id: string, limit: number) => ({
    balance: balanceOf(id),
    pending: pesos(0),
    lines: linesOf(id).slice(0, limit),
  });
  return {
    statement: async (id, limit) => statementOf(id, limit),
    balance: async (id) => balanceOf(id),
    adjust: async ({ customerId, amount, reason, actor, at }) => {
      if (balanceOf(customerId) + amount < 0)
        return err({ kind: 'insufficient-credit', message: 'The balance cannot go below zero.' });
      const line: CreditLine = { kind: 'adjustment', amount, pending: pesos(0), orderNumber: null, reason, actor, at };
      ledgers.set(customerId, [line, ...linesOf(customerId)]);
      return ok(statementOf(customerId, 20));
    },
  };
};

const setUp = async () => {
  const customers = inMemoryCustomerStore();
  const records = {
    customers,
    orders: inMemoryOrderStore(new Map()),
    giftCredit: inMemoryGiftCredit(),
    loyalty: inMemoryLoyalty().store,
    policy: defaultPolicy,
  };
  const audit: AuditEntry[] = [];
  const deps: ConsoleCustomersDeps = {
    customerCare: { listCustomers: listCustomers(records), showCustomer: showCustomer(records) },
    customers,
    giftCredit: records.giftCredit,
    audit: { record: async (entry) => void audit.push(entry) },
    clock: { now: () => NOW },
  };
  const camila = aCustomer({
    email: 'camila@correo.co' as Email,
    documentType: 'CC',
    documentNumber: '1020304050',
  });
  const friend = aCustomer({ name: 'Mateo Álvarez', referredBy: camila.id });
  for (const c of [camila, friend]) await customers.create(c);
  await customers.saveAddress(camila.id, anAddress({ departmentCode: '05', municipalityCode: '05001' }));
  return { deps, audit, camila };
};

describe("the console's customers", () => {
  it('lets support find a customer by document and read their record with the accounts they referred', async () => {
    const { deps, camila } = await setUp();
    const support = anActor('support');
    const found = await listCustomersFor(deps)(support, '1.020.304.050');
    expect(found.ok && found.value.map((c) => c.email)).toEqual(['camila@correo.co']);
    const shown = await customerDetailFor(deps)(support, camila.email);
    if (!shown.ok) throw new Error(shown.error.message);
    expect(shown.value.account.id).toBe(camila.id);
    expect(shown.value.referred.map((r) => r.name)).toEqual(['Mateo Álvarez']);
    expect(shown.value.addresses.map((a) => a.city)).toEqual(['Medellín, Antioquia']);
    expect(shown.value.creditLines).toEqual([]);
    expect(shown.value.giftCredit.balance).toBe(0);
  });

  it('refuses the warehouse, a search too short and a customer nobody is, in Spanish', async () => {
    const { deps, camila } = await setUp();
    expect(await listCustomersFor(deps)(anActor('warehouse'), 'camila')).toMatchObject({
      ok: false,
      error: { kind: 'forbidden', permission: 'customers.read' },
    });
    expect(await customerDetailFor(deps)(anActor('warehouse'), camila.email)).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
    expect(await listCustomersFor(deps)(anActor('support'), 'ca')).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: 'Busca con al menos 3 caracteres.' },
    });
    expect(await customerDetailFor(deps)(anActor('support'), 'nadie@correo.co')).toEqual({
      ok: false,
      error: { kind: 'customer-not-found', message: 'Ese cliente no existe.' },
    });
  });

  it('lets a manager add and take credit with a reason, audited with the balance before and after', async () => {
    const { deps, audit, camila } = await setUp();
    const manager = anActor('manager', 'Mario Gerente <gerente@fornido.co>');
    const added = await adjustCreditAs(deps)(manager, {
      email: camila.email,
      amount: 20_000,
      reason: ' Compensación ',
    });
    expect(added).toMatchObject({ ok: true, value: { balance: 20_000 } });
    const taken = await adjustCreditAs(deps)(manager, {
      email: camila.email,
      amount: -5_000,
      reason: 'Error de saldo',
    });
    expect(taken).toMatchObject({ ok: true, value: { balance: 15_000 } });
    expect(audit).toEqual([
      {
        at: NOW,
        operatorId: 'operador-manager',
        actor: 'Mario Gerente <gerente@fornido.co>',
        action: 'customer.credit-adjusted',
        subject: 'camila@correo.co',
        before: { balance: 0 },
        after: { balance: 20_000, amount: 20_000, reason: 'Compensación' },
      },
      expect.objectContaining({
        before: { balance: 20_000 },
        after: { balance: 15_000, amount: -5_000, reason: 'Error de saldo' },
      }),
    ]);
    const shown = await customerDetailFor(deps)(manager, camila.email);
    expect(shown.ok && shown.value.creditLines.map((l) => [l.amount, l.reason, l.actor])).toEqual([
      [-5_000, 'Error de saldo', 'Mario Gerente <gerente@fornido.co>'],
      [20_000, 'Compensación', 'Mario Gerente <gerente@fornido.co>'],
    ]);
  });

  it('never takes the balance below zero, needs a reason and a whole amount, and refuses support; nothing audited', async () => {
    const { deps, audit, camila } = await setUp();
    const adjust = adjustCreditAs(deps);
    const manager = anActor('manager');
    expect(await adjust(manager, { email: camila.email, amount: -1, reason: 'Descuento' })).toEqual({
      ok: false,
      error: {
        kind: 'insufficient-credit',
        message: 'El saldo de regalo no puede quedar negativo: Camila Rodríguez tiene $ 0.',
      },
    });
    expect(await adjust(manager, { email: camila.email, amount: 5_000, reason: '  ' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', fields: { reason: 'Escribe el motivo del ajuste (de 3 a 200 caracteres).' } },
    });
    for (const amount of [0, 12.5, 10_000_001])
      expect(await adjust(manager, { email: camila.email, amount, reason: 'Compensación' })).toMatchObject({
        ok: false,
        error: { kind: 'invalid-input', fields: { amount: expect.stringContaining('pesos enteros') } },
      });
    expect(await adjust(manager, { email: 'nadie@correo.co', amount: 5_000, reason: 'Compensación' })).toMatchObject({
      ok: false,
      error: { kind: 'customer-not-found' },
    });
    expect(
      await adjust(anActor('support'), { email: camila.email, amount: 5_000, reason: 'Compensación' }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'forbidden', permission: 'customers.credit' },
    });
    expect(audit).toEqual([]);
    expect(await deps.giftCredit.balance(camila.id)).toBe(0);
  });
});
