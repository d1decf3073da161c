import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EPAYCO_TEST_CARDS } from '../../../../adapters/epayco/sandbox';
import { buyer } from '../sandbox/harness';
import { expectSameAnswer, FORMAT, startPair, type Pair } from './pair';

// Plans and subscriptions: each SDK creates its own (ids are unique), then both read each one the same.
let pair: Pair;
beforeAll(async () => {
  pair = await startPair();
});
afterAll(() => pair.env.close());

const plan = (id: string) => ({
  id_plan: id,
  name: 'Proteína cada mes',
  description: 'Un tarro de proteína al mes',
  amount: 129900,
  currency: 'cop',
  interval: 'month',
  interval_count: 1,
  trial_days: 0,
  ip: buyer.ip,
});
const PLAN_IDS = { id_plan: /^proteina-(nuestro|oficial)$/, created: FORMAT.iso };

describe('plans', () => {
  it('creates, reads, lists and deletes plans alike', async () => {
    const ours = await pair.ours.plans.create(plan('proteina-nuestro'));
    const official = await pair.official.plans.create(plan('proteina-oficial'));
    expectSameAnswer(ours, official, PLAN_IDS);
    expect(ours).toMatchObject({ success: true, type: 'Create Plan', data: { amount: 129900, status: 'active' } });
    const again = [
      await pair.ours.plans.create(plan('proteina-nuestro')),
      await pair.official.plans.create(plan('proteina-nuestro')),
    ];
    expectSameAnswer(again[0], again[1]);
    expect(again[0]).toMatchObject({ success: false, message: 'El plan proteina-nuestro ya existe' });

    for (const id of ['proteina-nuestro', 'proteina-oficial']) {
      const [mine, theirs] = await Promise.all([pair.ours.plans.get(id), pair.official.plans.get(id)]);
      expectSameAnswer(mine, theirs);
      expect(mine.data).toMatchObject({ id_plan: id, name: 'Proteína cada mes', interval: 'month' });
    }
    const [mine, theirs] = await Promise.all([pair.ours.plans.list(), pair.official.plans.list()]);
    expectSameAnswer(mine, theirs);
    expect(mine.data).toHaveLength(2);

    const removed = [
      await pair.ours.plans.delete('proteina-nuestro'),
      await pair.official.plans.delete('proteina-oficial'),
    ];
    expectSameAnswer(removed[0], removed[1], { id_plan: PLAN_IDS.id_plan });
    expect(removed[0]).toMatchObject({ success: true, data: { status: 'removed' } });
    const gone = await Promise.all([
      pair.ours.plans.get('proteina-nuestro'),
      pair.official.plans.get('proteina-oficial'),
    ]);
    expectSameAnswer(gone[0], gone[1]);
    expect(gone[0]).toMatchObject({ success: false, message: 'El plan no existe' });
  });
});

describe('subscriptions', () => {
  /** A plan, and a customer holding an approved card, made by our SDK for both to subscribe. */
  const customerWithCard = async () => {
    const token = await pair.ours.token.create({
      'card[number]': EPAYCO_TEST_CARDS.approved,
      'card[exp_year]': '2031',
      'card[exp_month]': '12',
      'card[cvc]': '123',
    });
    const tokenId = String(token.id);
    const customer = await pair.ours.customers.create({
      token_card: tokenId,
      name: 'Ana',
      email: 'ana@example.com',
      ip: buyer.ip,
    });
    if (!customer.success) throw new Error('the sandbox refused the customer');
    return { token: tokenId, customer: customer.data.customerId };
  };
  const SUB_IDS = {
    _id: FORMAT.id,
    id: FORMAT.id,
    token: FORMAT.id,
    customer: FORMAT.id,
    created: FORMAT.iso,
    periodStart: FORMAT.iso,
    periodEnd: FORMAT.iso,
    current_period_start: FORMAT.iso,
    current_period_end: FORMAT.iso,
  };

  it('creates, reads, lists and cancels subscriptions alike', async () => {
    expect((await pair.ours.plans.create(plan('creatina-mensual'))).success).toBe(true);
    const subscription = ({ token, customer }: { token: string; customer: string }) => ({
      id_plan: 'creatina-mensual',
      customer,
      token_card: token,
      doc_type: 'CC',
      doc_number: '5234567',
      url_confirmation: `${pair.env.merchant}/confirmacion`,
      method_confirmation: 'POST',
      ip: buyer.ip,
    });
    const ours = await pair.ours.subscriptions.create(subscription(await customerWithCard()));
    const official = await pair.official.subscriptions.create(subscription(await customerWithCard()));
    expectSameAnswer(ours, official, SUB_IDS);
    expect(ours).toMatchObject({
      success: true,
      type: 'Create Subscription',
      data: { status: 'active', idPlan: 'creatina-mensual' },
    });
    const ids = [String(ours.id), String(official.id)];

    for (const id of ids) {
      const [mine, theirs] = await Promise.all([pair.ours.subscriptions.get(id), pair.official.subscriptions.get(id)]);
      expectSameAnswer(mine, theirs);
      expect(mine.data).toMatchObject({ id, status: 'active' });
    }
    const [mine, theirs] = await Promise.all([pair.ours.subscriptions.list(), pair.official.subscriptions.list()]);
    expectSameAnswer(mine, theirs);
    expect(mine.data).toHaveLength(2);

    const cancelled = [await pair.ours.subscriptions.cancel(ids[0]), await pair.official.subscriptions.cancel(ids[1])];
    expectSameAnswer(cancelled[0], cancelled[1], SUB_IDS);
    expect(cancelled[0]).toMatchObject({
      success: true,
      message: 'Suscripción cancelada',
      data: { status: 'canceled' },
    });
    const unknown = await Promise.all([
      pair.ours.subscriptions.cancel('nada'),
      pair.official.subscriptions.cancel('nada'),
    ]);
    expectSameAnswer(unknown[0], unknown[1]);
    expect(unknown[0]).toMatchObject({ success: false, message: 'La suscripción no existe' });
  });
});
