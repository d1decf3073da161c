import { describe, expect, it } from 'vitest';
import { errorOf, vitalsBatch, type MeasuredMetric } from '../../../../web/lib/analytics/vitals-batch';

const setUp = () => {
  const sent: unknown[] = [];
  const batch = vitalsBatch({ page: '/proteinas/syntha-6/', viewportWidth: 390 }, (body) =>
    sent.push(JSON.parse(body)),
  );
  return { sent, batch };
};
const m = (id: string, name: string, value: number, navigationType = 'navigate'): MeasuredMetric => ({
  id,
  name,
  value,
  navigationType,
});

describe("a page visit's batch of measurements", () => {
  it('sends nothing until the page is hidden, then everything measured in one body', () => {
    const { sent, batch } = setUp();
    batch.metric(m('v1-lcp', 'LCP', 2100));
    batch.metric(m('v1-cls', 'CLS', 0.01));
    batch.metric(m('v1-cls', 'CLS', 0.03));
    batch.error({ message: 'TypeError: x', source: 'https://fornido.co/assets/a.js', line: 1, column: 2 });
    expect(sent).toEqual([]);
    batch.flush();
    expect(sent).toEqual([
      {
        page: '/proteinas/syntha-6/',
        viewportWidth: 390,
        navigationType: 'navigate',
        metrics: [
          { name: 'LCP', value: 2100 },
          { name: 'CLS', value: 0.03 },
        ],
        errors: [{ message: 'TypeError: x', source: 'https://fornido.co/assets/a.js', line: 1, column: 2 }],
      },
    ]);
  });

  it('sends each metric once and nothing when nothing is new; a page back from the cache goes in its own batch', () => {
    const { sent, batch } = setUp();
    batch.metric(m('v1-inp', 'INP', 80));
    batch.flush();
    batch.metric(m('v1-inp', 'INP', 400));
    batch.flush();
    expect(sent).toHaveLength(1);
    batch.metric(m('v2-lcp', 'LCP', 300, 'back-forward-cache'));
    batch.flush();
    expect(sent[1]).toMatchObject({ navigationType: 'back-forward-cache', metrics: [{ name: 'LCP', value: 300 }] });
  });

  it('sends the first ten errors of a visit, even without a metric', () => {
    const { sent, batch } = setUp();
    for (let i = 0; i < 25; i++) batch.error({ message: `Error ${i}`, source: '', line: 0, column: 0 });
    batch.flush();
    expect(sent).toEqual([expect.objectContaining({ metrics: [], navigationType: 'navigate' })]);
    expect((sent[0] as { errors: unknown[] }).errors).toHaveLength(10);
  });
});

describe('an uncaught error as it is sent', () => {
  it('takes the message and place of an error event, without the query of the script', () => {
    const event = Object.assign(new Event('error'), {
      message: 'ReferenceError: precio is not defined',
      filename: 'https://fornido.co/assets/index.js?token=abc',
      lineno: 3,
      colno: 14,
    });
    expect(errorOf(event)).toEqual({
      message: 'ReferenceError: precio is not defined',
      source: 'https://fornido.co/assets/index.js',
      line: 3,
      column: 14,
    });
  });

  it('finds where a rejected promise was made in its stack, and cuts long messages', () => {
    const reason = new TypeError('x'.repeat(500));
    reason.stack = `TypeError: xxx\n    at pagar (https://fornido.co/assets/checkout-1.js?v=2:10:99)\n    at https://fornido.co/assets/index.js:1:1`;
    const event = Object.assign(new Event('unhandledrejection'), { reason });
    expect(errorOf(event)).toEqual({
      message: `TypeError: ${'x'.repeat(289)}`,
      source: 'https://fornido.co/assets/checkout-1.js',
      line: 10,
      column: 99,
    });
    expect(errorOf(Object.assign(new Event('unhandledrejection'), { reason: 'sin red' }))).toMatchObject({
      message: 'Unhandled rejection: sin red',
      source: '',
    });
  });

  it('ignores a picture that failed to load (an error event without a message)', () => {
    expect(errorOf(new Event('error'))).toBeNull();
    expect(errorOf(Object.assign(new Event('error'), { message: '' }))).toBeNull();
  });
});
