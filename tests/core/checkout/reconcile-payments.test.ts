import { describe, expect, it } from 'vitest';
import { settleWithProvider } from '../../../core/checkout/settle-payment';
import { UNANSWERED } from '../../../core/payments/attempt';
import { pesos } from '../../../core/shared/money';
import { paymentHarness } from './payment-harness';

/** Three Nequi orders, each with a push waiting: Nequi will say the first was paid, the second still waits, and the
 * third was paid another amount. */
const threeWaiting = async () => {
  const h = paymentHarness();
  const orders = [];
  for (let i = 0; i < 3; i++) {
    const order = await h.order();
    orders.push({ order, attemptId: await h.push(order) });
  }
  const [paid, waiting, wrong] = orders;
  h.nequi.script.answers.set(paid.attemptId, 'approved');
  h.nequi.script.answers.set(waiting.attemptId, 'pending');
  h.nequi.script.answers.set(wrong.attemptId, 'approved');
  return { ...h, paid, waiting, wrong };
};

describe('reconciling open payments with their providers', () => {
  it('settles every open attempt, reporting what changed and what still disagrees', async () => {
    const h = await threeWaiting();
    const stateOf = async (o: { order: { id: string } }) => (await h.orders.findById(o.order.id))!.state;
    // Nequi reports the third paid for $ 1.000: it must not be applied.
    const wrongStatus = h.nequi.status.bind(h.nequi);
    h.nequi.status = async (attempt) => {
      const said = await wrongStatus(attempt);
      return attempt.id === h.wrong.attemptId && said.status === 'approved' ? { ...said, amount: pesos(1_000) } : said;
    };
    const report = await h.reconcile({ actor: 'ana' });
    expect(report.checked).toBe(3);
    expect(report.changed).toEqual([
      {
        orderNumber: h.paid.order.number,
        attemptId: h.paid.attemptId,
        provider: 'nequi',
        reference: expect.any(String),
        from: 'pending',
        to: 'approved',
        disagreement: null,
      },
    ]);
    expect(report.disagreements).toMatchObject([
      {
        orderNumber: h.wrong.order.number,
        from: 'pending',
        to: 'pending',
        disagreement: expect.stringContaining('1000 COP'),
      },
    ]);
    expect([await stateOf(h.paid), await stateOf(h.waiting), await stateOf(h.wrong)]).toEqual([
      'paid',
      'pending_payment',
      'pending_payment',
    ]);
    expect((await h.orders.history(h.paid.order.id)).at(-1)).toMatchObject({ actor: 'ana', action: 'approve-payment' });
    // What a run just checked is not asked again by a run that skips recent checks.
    const reads = h.nequi.script.calls.length;
    expect(await h.reconcile({ actor: 'sistema', skipCheckedWithinMs: 60_000 })).toEqual({
      checked: 0,
      changed: [],
      disagreements: [],
      unanswered: [],
    });
    expect(h.nequi.script.calls).toHaveLength(reads);
  });

  it('changes nothing when the provider cannot be asked, and says so', async () => {
    const h = await threeWaiting();
    h.nequi.script.answers.clear();
    h.nequi.script.says = 'throws';
    const down = await h.reconcile({ actor: 'ana', provider: 'nequi' });
    h.nequi.script.says = 'failed';
    h.now.value = new Date(h.now.value.getTime() + 1);
    const unusable = await h.reconcile({ actor: 'ana' });
    for (const report of [down, unusable]) {
      expect(report.checked).toBe(3);
      expect(report.changed).toEqual([]);
      expect(report.disagreements.map((d) => d.disagreement)).toEqual(
        Array(3).fill(expect.stringContaining('the provider could not be asked')),
      );
    }
    expect(h.events.all().map((e) => e.type)).toEqual(['placed', 'placed', 'placed']);
  });

  it('records what still disagrees for the console, and forgets an attempt once it agrees with its provider', async () => {
    const h = await threeWaiting();
    h.nequi.script.says = 'throws';
    h.nequi.script.answers.clear();
    await h.reconcile({ actor: 'sistema' });
    const numbers = [h.paid, h.waiting, h.wrong].map((o) => o.order.number).sort();
    expect((await h.disagreements.list(10)).map((d) => d.orderNumber).sort()).toEqual(numbers);
    h.nequi.script.says = 'pending';
    h.nequi.script.answers.set(h.paid.attemptId, 'approved');
    h.now.value = new Date(h.now.value.getTime() + 1);
    await h.reconcile({ actor: 'sistema' });
    expect(await h.disagreements.list(10)).toEqual([]);
  });

  it('takes only the provider and the period asked for', async () => {
    const h = await threeWaiting();
    expect((await h.reconcile({ actor: 'ana', provider: 'daviplata' })).checked).toBe(0);
    expect((await h.reconcile({ actor: 'ana', since: new Date(h.now.value.getTime() + 1) })).checked).toBe(0);
    expect(h.nequi.script.calls.filter((c) => c.op === 'status')).toEqual([]);
  });
});

describe('a provider answering late', () => {
  it('takes "still waiting", read before an approval that closed the attempt, as late, not as a disagreement', async () => {
    const h = paymentHarness();
    const order = await h.order();
    const attemptId = await h.push(order);
    const stale = (await h.deps.attempts.find(attemptId))!;
    h.nequi.script.answers.set(attemptId, 'approved');
    expect((await h.follow(await h.reread(order), attemptId)).ok).toBe(true);
    h.nequi.script.answers.set(attemptId, 'pending');
    const settled = await settleWithProvider(h.deps, stale, 'sistema');
    expect(settled).toMatchObject({ from: 'pending', to: 'approved', disagreement: null });
    expect((await h.reread(order)).state).toBe('paid');
  });
});

describe('withdrawing unanswered push requests', () => {
  /** A push whose answer never came (it ends in 10 minutes), and a Nequi that reverses by MessageID as `paid` says. */
  const anUnansweredPush = async (paid: () => boolean | Error) => {
    const h = paymentHarness();
    const order = await h.order();
    const expiresAt = new Date(h.now.value.getTime() + 10 * 60_000);
    h.nequi.push = async (_request, phone) => ({
      status: 'failed',
      reason: UNANSWERED,
      message: 'Nequi no respondió a tiempo.',
      unanswered: { messageId: 'M-0000000001', action: { kind: 'push', phone }, expiresAt },
    });
    const reversals: (string | null)[] = [];
    h.nequi.refund = async (attempt, request) => {
      reversals.push(attempt.providerMessageId);
      const said = paid();
      if (said instanceof Error) throw said;
      return said
        ? { status: 'refunded', reference: attempt.providerMessageId ?? '', amount: request.amount }
        : { status: 'refused', code: '2-CCSB000079', message: 'no encontrado' };
    };
    const started = await h.pay({
      orderNumber: order.number,
      method: 'nequi',
      instrument: { kind: 'wallet-push', phone: '300 123 4567' },
      ip: '203.0.113.7',
    });
    if (!started.ok) throw new Error(started.error.message);
    return { h, order, attemptId: started.value.attempt.id, expiresAt, reversals };
  };

  it('reverses one the shopper paid anyway once its time ran out, once; the order stays payable', async () => {
    const { h, order, attemptId, expiresAt, reversals } = await anUnansweredPush(() => true);
    expect((await h.reconcile({ actor: 'sistema' })).unanswered).toEqual([]);
    expect(reversals).toEqual([]);
    h.now.value = new Date(expiresAt.getTime() + 1);
    const report = await h.reconcile({ actor: 'sistema' });
    expect(report.unanswered).toEqual([
      { orderNumber: order.number, attemptId, provider: 'nequi', reversed: true, problem: null },
    ]);
    expect(reversals).toEqual(['M-0000000001']);
    const attempt = (await h.deps.attempts.find(attemptId))!.attempt;
    expect(attempt).toMatchObject({ state: 'failed', reason: 'unanswered-reversed' });
    expect(attempt.message).toMatch(/ya te devolvimos el dinero/);
    expect(h.logged).toContain('an unanswered payment request was paid after the time-out: the money was given back');
    expect((await h.reread(order)).state).toBe('pending_payment');
    h.now.value = new Date(expiresAt.getTime() + 60 * 60_000);
    expect((await h.reconcile({ actor: 'sistema' })).unanswered).toEqual([]);
    expect(reversals).toHaveLength(1);
  });

  it('records one nobody paid, and tries again at the next run when Nequi cannot be asked', async () => {
    let answer: boolean | Error = new Error('Nequi is down');
    const { h, attemptId, expiresAt, reversals } = await anUnansweredPush(() => answer);
    h.now.value = new Date(expiresAt.getTime() + 1);
    expect((await h.reconcile({ actor: 'sistema' })).unanswered).toMatchObject([
      { attemptId, reversed: false, problem: 'the provider could not be asked to reverse it' },
    ]);
    answer = false;
    h.now.value = new Date(expiresAt.getTime() + 60_000);
    expect((await h.reconcile({ actor: 'sistema' })).unanswered).toMatchObject([
      { attemptId, reversed: false, problem: null },
    ]);
    expect((await h.deps.attempts.find(attemptId))!.attempt).toMatchObject({ reason: 'unanswered-unpaid' });
    expect(reversals).toHaveLength(2);
  });
});
