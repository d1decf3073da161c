import { expect, it } from 'vitest';
import { UNANSWERED } from '../../../core/payments/attempt';
import { AT_THE_DOOR } from '../../../core/payments/gateways';
import { pesos } from '../../../core/shared/money';
import { aProvider, at, PHONE, type AttemptHelpers, type AttemptSubject } from './payment-attempt-subject';

/** The claims of the PaymentAttemptStore contract: each open attempt, and each unanswered request whose time ran out,
 * handed to one poller at a time. Registered inside the contract's describe, on its subject. */
export const attemptClaimsContract = (subject: () => AttemptSubject, helpers: AttemptHelpers) => {
  const { anAttempt, submit, ids } = helpers;
  it('claims open attempts with a reference, oldest first, stamping them so the same claim gets nothing again', async () => {
    const provider = aProvider();
    const older = await anAttempt(provider, 1);
    const newer = await anAttempt(provider, 2);
    const unsent = await anAttempt(provider, 0);
    const closed = await anAttempt(provider, 0);
    await submit(newer.attempt.id, 'CL-2');
    await submit(older.attempt.id, 'CL-1');
    await submit(closed.attempt.id, 'CL-3');
    await subject().orders.changePayment({
      attemptId: closed.attempt.id,
      from: 'pending',
      to: 'rejected',
      at: at(3),
      order: null,
    });
    const claim = { provider, checkedBefore: at(60), now: at(60), limit: 10 };
    const taken = await subject().attempts.claimOpen(claim);
    expect(ids(taken)).toEqual([older.attempt.id, newer.attempt.id]);
    expect(taken[0]).toMatchObject({ orderId: older.order.id, orderNumber: older.order.number });
    expect(ids(taken)).not.toContain(unsent.attempt.id);
    expect(await subject().attempts.claimOpen(claim)).toEqual([]);
    // Once the stamp is older than `checkedBefore`, they are taken again.
    expect(ids(await subject().attempts.claimOpen({ ...claim, checkedBefore: at(61), now: at(61), limit: 1 }))).toEqual(
      [older.attempt.id],
    );
  });

  it('stores the request sent for an attempt, and claims it unanswered only when asked for calls cut short before then', async () => {
    const provider = aProvider();
    const order = (await anAttempt(provider, 0)).order;
    const request = { messageId: '4839201756', action: { kind: 'push', phone: PHONE } as const, expiresAt: at(30) };
    const sent = await subject().attempts.add(order.id, {
      method: 'nequi',
      provider,
      amount: pesos(12_000),
      at: at(5),
      request,
    });
    expect(sent).toMatchObject({
      state: 'created',
      reference: null,
      providerMessageId: '4839201756',
      action: request.action,
      expiresAt: request.expiresAt,
    });
    const claim = { provider, checkedBefore: at(60), now: at(60), limit: 10 };
    expect(await subject().attempts.claimOpen(claim)).toEqual([]);
    expect(await subject().attempts.claimOpen({ ...claim, interruptedBefore: at(4) })).toEqual([]);
    // The attempt made with the order, never sent, has no request: it is never taken for a cut-short call.
    expect(ids(await subject().attempts.claimOpen({ ...claim, interruptedBefore: at(5) }))).toEqual([sent.id]);
  });

  it('claims only what the provider, since and attempt filters name', async () => {
    const [mine, theirs] = [aProvider(), aProvider()];
    const early = await anAttempt(mine, 1);
    const late = await anAttempt(mine, 30);
    const other = await anAttempt(theirs, 30);
    for (const [a, ref] of [
      [early, 'F-1'],
      [late, 'F-2'],
      [other, 'F-3'],
    ] as const)
      await submit(a.attempt.id, ref);
    const base = { checkedBefore: at(60), now: at(60), limit: 10 };
    expect(ids(await subject().attempts.claimOpen({ ...base, provider: theirs, attemptId: late.attempt.id }))).toEqual(
      [],
    );
    expect(ids(await subject().attempts.claimOpen({ ...base, provider: mine, since: at(10) }))).toEqual([
      late.attempt.id,
    ]);
    expect(ids(await subject().attempts.claimOpen({ ...base, attemptId: early.attempt.id }))).toEqual([
      early.attempt.id,
    ]);
    expect(ids(await subject().attempts.claimOpen({ ...base, provider: theirs }))).toEqual([other.attempt.id]);
    expect(await subject().attempts.claimOpen({ ...base, attemptId: 'no-existe' })).toEqual([]);
  });

  it('never hands the same attempt to two claims running at once', async () => {
    const provider = aProvider();
    const made: string[] = [];
    for (let i = 0; i < 12; i++) {
      const { attempt } = await anAttempt(provider, i);
      await submit(attempt.id, `CONC-${i}`);
      made.push(attempt.id);
    }
    const claim = { provider, checkedBefore: at(60), now: at(60), limit: 4 };
    const claims = await Promise.all(Array.from({ length: 5 }, () => subject().attempts.claimOpen(claim)));
    const taken = claims.flatMap(ids);
    expect(new Set(taken).size).toBe(taken.length);
    expect([...taken].sort()).toEqual([...made].sort());
  });

  it('claims attempts failed with an unanswered request once it expired, once, until their reason changes', async () => {
    const provider = aProvider();
    /** An attempt that failed at minute 1: unanswered (its push ends at `endsAt`), or for another reason. */
    const failed = async (reason: string, endsAt: number, messageId: string | null = `M-${reason}`) => {
      const { attempt } = await anAttempt(provider);
      await subject().orders.changePayment({
        attemptId: attempt.id,
        from: 'created',
        to: 'failed',
        details: {
          reason,
          message: 'Nequi no respondió a tiempo.',
          action: { kind: 'push', phone: PHONE },
          expiresAt: at(endsAt),
          ...(messageId ? { providerMessageId: messageId } : {}),
        },
        at: at(1),
        order: null,
      });
      return attempt.id;
    };
    const due = await failed(UNANSWERED, 10);
    const later = await failed(UNANSWERED, 30, 'M-later');
    await failed('gateway-unavailable', 10);
    await failed(UNANSWERED, 10, null);
    const claim = { provider, checkedBefore: at(20), now: at(20), limit: 10 };
    const claimed = await subject().attempts.claimUnanswered(claim);
    expect(ids(claimed)).toEqual([due]);
    const [taken] = claimed;
    expect(taken.attempt).toMatchObject({ id: due, state: 'failed', providerMessageId: `M-${UNANSWERED}` });
    expect(taken.attempt.action).toEqual({ kind: 'push', phone: PHONE });
    expect(ids(await subject().attempts.claimUnanswered(claim))).toEqual([]);
    // Checked again by a later run, until what became of it is recorded.
    expect(ids(await subject().attempts.claimUnanswered({ ...claim, checkedBefore: at(21), now: at(21) }))).toEqual([
      due,
    ]);
    await subject().attempts.record(due, { reason: 'unanswered-unpaid', message: 'No se te cobró nada.' }, at(21));
    expect(ids(await subject().attempts.claimUnanswered({ ...claim, checkedBefore: at(40), now: at(40) }))).toEqual([
      later,
    ]);
  });

  it('lists the attempts still waiting on a provider, in the order they were made, claiming nothing: open ones (but cash on delivery’s) and unanswered requests', async () => {
    const provider = aProvider();
    const move = (attemptId: string, from: 'created' | 'pending', to: 'failed' | 'rejected', reason: string) =>
      subject().orders.changePayment({ attemptId, from, to, details: { reason }, at: at(5), order: null });
    const unsent = await anAttempt(provider, 0);
    const pending = await anAttempt(provider, 1);
    await submit(pending.attempt.id, 'AW-1');
    const rejected = await anAttempt(provider, 2);
    await submit(rejected.attempt.id, 'AW-2');
    await move(rejected.attempt.id, 'pending', 'rejected', 'insufficient-funds');
    const unanswered = await anAttempt(provider, 3);
    await move(unanswered.attempt.id, 'created', 'failed', UNANSWERED);
    const failed = await anAttempt(provider, 4);
    await move(failed.attempt.id, 'created', 'failed', 'gateway-unavailable');
    const atTheDoor = await anAttempt(AT_THE_DOOR, 5);
    await submit(atTheDoor.attempt.id, `AW-${provider}`);
    const listed = await subject().attempts.listAwaiting(10_000);
    expect(ids(listed)).not.toContain(atTheDoor.attempt.id);
    const waiting = listed.filter((s) => s.attempt.provider === provider);
    expect(ids(waiting)).toEqual([unsent.attempt.id, pending.attempt.id, unanswered.attempt.id]);
    expect(waiting[1]).toMatchObject({
      orderNumber: pending.order.number,
      attempt: { state: 'pending', reference: 'AW-1' },
    });
    const claim = { provider, checkedBefore: at(60), now: at(60), limit: 10 };
    expect(ids(await subject().attempts.claimOpen(claim))).toEqual([pending.attempt.id]);
  });
};
