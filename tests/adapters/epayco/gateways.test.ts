import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EPAYCO_TEST_CARDS } from '../../../adapters/epayco/sandbox';
import { UNAVAILABLE } from '../../../adapters/epayco/map';
import {
  aRequest,
  attemptFrom,
  deadOrigin,
  epaycoOver,
  press,
  startGateways,
  type GatewayHarness,
} from './gateway-harness';

let h: GatewayHarness;
beforeAll(async () => {
  h = await startGateways();
});
afterAll(() => h.env.close());

const MINUTE = 60_000;
const bankCalls = () => h.calls.filter((p) => p.endsWith('/restpagos/pse/bancos.json')).length;
const pending = (outcome: Awaited<ReturnType<GatewayHarness['pse']['transfer']>>) => {
  if (outcome.status !== 'pending') throw new Error(`expected pending: ${JSON.stringify(outcome)}`);
  return outcome;
};

describe('ePayco PSE gateway against the sandbox', () => {
  it('lists the banks without ePayco\'s "seleccione" prompt, and asks again only after 10 minutes', async () => {
    const before = bankCalls();
    const banks = await h.pse.banks();
    expect(banks).toContainEqual({ code: '1022', name: 'BANCO UNION COLOMBIANO' });
    expect(banks).toContainEqual({ code: '1007', name: 'BANCOLOMBIA' });
    expect(banks.map((b) => b.code)).not.toContain('0');
    expect(banks.some((b) => /seleccione/i.test(b.name))).toBe(false);
    h.clock.advance(9 * MINUTE);
    expect(await h.pse.banks()).toEqual(banks);
    expect(bankCalls()).toBe(before + 1);
    h.clock.advance(MINUTE + 1);
    expect(await h.pse.banks()).toEqual(banks);
    expect(bankCalls()).toBe(before + 2);
  });

  it('sends the shopper to the bank, which approves: the status reads approved', async () => {
    const request = aRequest();
    const outcome = pending(await h.pse.transfer(request, { bank: '1022', personType: 'natural' }));
    const ref = outcome.reference!;
    expect(outcome).toEqual({
      status: 'pending',
      reference: ref,
      action: { kind: 'redirect', url: `${h.env.origin}/sandbox/pse/?ref=${ref}` },
      expiresAt: null,
    });
    expect(h.env.sandbox.control.transaction(ref)).toMatchObject({
      method: 'pse',
      bankCode: '1022',
      invoice: request.orderNumber,
      value: '142800',
      tax: '20733',
      taxBase: '109167',
      customer: { type_person: '0', doc_type: 'CC', doc_number: '1020304050' },
      extras: { extra1: request.attemptId, extra2: request.orderNumber },
      urlResponse: request.returnUrl,
    });
    const attempt = attemptFrom(outcome, 'pse');
    expect(await h.pse.status(attempt)).toEqual(outcome);

    const bank = await fetch(outcome.action!.kind === 'redirect' ? outcome.action!.url : '');
    expect(await bank.text()).toContain('BANCO UNION COLOMBIANO');
    const approved = await press(`${h.env.origin}/sandbox/pse/aprobar`, ref);
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(`${request.returnUrl}?ref_payco=${ref}`);
    expect(await h.pse.status(attempt)).toEqual({
      status: 'approved',
      reference: ref,
      amount: 142_800,
      currency: 'COP',
    });
    await h.env.sandbox.control.idle();
    expect(h.env.received.find((r) => r.body.x_ref_payco === ref)?.body).toMatchObject({
      x_extra1: request.attemptId,
      x_cod_transaction_state: '1',
    });
  });

  it('reads a debit the bank rejects, or the shopper abandons, in Spanish', async () => {
    const rejected = attemptFrom(await h.pse.transfer(aRequest(), { bank: '1007', personType: 'juridica' }), 'pse');
    expect(h.env.sandbox.control.transaction(rejected.reference!)?.customer.type_person).toBe('1');
    await press(`${h.env.origin}/sandbox/pse/rechazar`, rejected.reference!);
    expect(await h.pse.status(rejected)).toEqual({
      status: 'rejected',
      reference: rejected.reference,
      reason: 'declined',
      message: 'Tu banco no aprobó el débito por PSE. Puedes intentarlo de nuevo o elegir otro medio de pago.',
    });
    const abandoned = attemptFrom(await h.pse.transfer(aRequest(), { bank: '1007', personType: 'natural' }), 'pse');
    await press(`${h.env.origin}/sandbox/pse/abandonar`, abandoned.reference!);
    expect(await h.pse.status(abandoned)).toMatchObject({ status: 'rejected', reason: 'abandoned' });
  });

  it('fails, creating nothing, for a bank ePayco does not list', async () => {
    const before = h.env.sandbox.control.transactions().length;
    expect(await h.pse.transfer(aRequest(), { bank: '9999', personType: 'natural' })).toEqual({
      ...UNAVAILABLE,
      reason: 'gateway-refused',
    });
    expect(h.env.sandbox.control.transactions()).toHaveLength(before);
  });
});

describe('ePayco cash vouchers against the sandbox', () => {
  it('offers the six networks', () => {
    expect(h.cash.networks).toEqual(['efecty', 'baloto', 'gana', 'redservi', 'puntored', 'sured']);
  });

  it.each([
    ['efecty', '110342'],
    ['gana', '1005'],
  ] as const)('issues a %s voucher payable for 3 days, to the end of the day in Bogotá', async (network, project) => {
    const request = aRequest();
    const outcome = pending(await h.cash.issue(request, network));
    const tx = h.env.sandbox.control.transaction(outcome.reference!)!;
    expect(outcome).toEqual({
      status: 'pending',
      reference: String(tx.refPayco),
      action: { kind: 'voucher', network, reference: String(tx.refPayco), pin: tx.pin, projectCode: project },
      // Now is 10:00 of 22 November in Bogotá: three days on, the 25th ends at 04:59:59 UTC of the 26th.
      expiresAt: new Date('2026-11-26T04:59:59Z'),
    });
    expect(tx.pin).toMatch(/^\d{8}$/);
    expect(tx).toMatchObject({
      method: 'cash',
      bankCode: network,
      expiresAt: '2026-11-25 23:59:59',
      invoice: request.orderNumber,
      value: '142800',
      tax: '20733',
      taxBase: '109167',
    });
  });

  it('keeps the voucher while it waits, and reads it approved once the counter takes the cash', async () => {
    const outcome = pending(await h.cash.issue(aRequest(), 'efecty'));
    const attempt = attemptFrom(outcome, 'cash');
    expect(await h.cash.status(attempt)).toEqual(outcome);
    const pin = outcome.action?.kind === 'voucher' ? outcome.action.pin : '';
    expect((await press(`${h.env.origin}/sandbox/epayco/efectivo/pagar`, pin)).status).toBe(303);
    expect(await h.cash.status(attempt)).toEqual({
      status: 'approved',
      reference: attempt.reference,
      amount: 142_800,
      currency: 'COP',
    });
  });

  it('reads an unpaid voucher ePayco expired', async () => {
    const attempt = attemptFrom(await h.cash.issue(aRequest(), 'baloto'), 'cash');
    h.env.sandbox.control.settle(attempt.reference!, 9);
    expect(await h.cash.status(attempt)).toMatchObject({ status: 'expired', reason: 'expired' });
  });
});

describe('ePayco SafetyPay against the sandbox', () => {
  it("sends the shopper to SafetyPay's page, and reads the payment made there", async () => {
    const request = aRequest();
    const outcome = pending(await h.safetypay.open(request));
    const ref = outcome.reference!;
    expect(outcome).toEqual({
      status: 'pending',
      reference: ref,
      action: { kind: 'redirect', url: `${h.env.origin}/sandbox/epayco/safetypay/?ref=${ref}` },
      // Payable until the end of its end date in Bogotá: the order's stock is held as long.
      expiresAt: new Date('2026-11-26T04:59:59.999Z'),
    });
    expect(h.env.sandbox.control.transaction(ref)).toMatchObject({
      method: 'safetypay',
      invoice: request.orderNumber,
      tax: '20733',
      taxBase: '109167',
      expiresAt: '2026-11-25 23:59:59',
    });
    await press(`${h.env.origin}/sandbox/epayco/safetypay/pagar`, ref);
    expect(await h.safetypay.status(attemptFrom(outcome, 'safetypay'))).toMatchObject({
      status: 'approved',
      amount: 142_800,
    });
  });
});

describe('ePayco unreachable', () => {
  it('fails every call as gateway-unavailable, never as a refusal', async () => {
    const dead = epaycoOver(await deadOrigin(), 'http://127.0.0.1:9/confirmacion', { timeoutMs: 1_000 });
    const attempt = attemptFrom({ status: 'pending', reference: '2400001', action: null, expiresAt: null }, 'pse');
    for (const gateway of dead.gateways) expect(await gateway.status(attempt)).toEqual(UNAVAILABLE);
    expect(await dead.card.charge(aRequest(), { token: EPAYCO_TEST_CARDS.approved, installments: 1 })).toEqual(
      UNAVAILABLE,
    );
    expect(await dead.pse.transfer(aRequest(), { bank: '1022', personType: 'natural' })).toEqual(UNAVAILABLE);
    expect(await dead.cash.issue(aRequest(), 'efecty')).toEqual(UNAVAILABLE);
    expect(await dead.safetypay.open(aRequest())).toEqual(UNAVAILABLE);
    await expect(dead.pse.banks()).rejects.toThrow();
    expect(dead.logger.entries.some((e) => e.level === 'warn' && e.message === 'ePayco could not be asked')).toBe(true);
  });
});
