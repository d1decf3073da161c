import { describe, expect, it } from 'vitest';
import { ok } from '../../../core/shared/result';
import { oneAtATime } from '../../../web/admin/pages/return-sending';

describe("a step on a return sent from the console's button", () => {
  it('is sent once on a double click, and again once the first answer is in', async () => {
    const once = oneAtATime();
    let calls = 0;
    let answer: () => void = () => undefined;
    const refund = () =>
      new Promise<ReturnType<typeof ok<string>>>((resolve) => {
        calls += 1;
        answer = () => resolve(ok('reembolsada'));
      });
    const first = once(refund);
    const second = once(refund);
    expect(await second).toBeNull();
    answer();
    expect(await first).toEqual(ok('reembolsada'));
    expect(calls).toBe(1);
    const third = once(refund);
    answer();
    expect(await third).toEqual(ok('reembolsada'));
    expect(calls).toBe(2);
  });
});
