import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../core/shared/ports';
import { SANDBOX_COLLECTOR_ID } from './constants';
import type { SandboxPayment, SandboxPreference, SandboxRefund, SandboxStore } from './state';
import type { CheckedPreference } from './validate';
import type { SandboxWebhooks } from './webhooks';

/** What a shopper does on the checkout page: pay, leave it pending (a card in review), or have it rejected. */
export type CheckoutResult = 'approved' | 'pending' | 'rejected';

/** The status and `status_detail` of each result (MercadoPago's test cards APRO, CONT and FUND). */
const RESULTS: Readonly<Record<CheckoutResult, { status: string; detail: string }>> = {
  approved: { status: 'approved', detail: 'accredited' },
  pending: { status: 'in_process', detail: 'pending_contingency' },
  rejected: { status: 'rejected', detail: 'cc_rejected_insufficient_amount' },
};

/** The `status_detail` MercadoPago gives each status a control sets. */
const DETAILS: ReadonlyMap<string, string> = new Map([
  ['approved', 'accredited'],
  ['pending', 'pending_waiting_payment'],
  ['in_process', 'pending_contingency'],
  ['authorized', 'pending_capture'],
  ['in_mediation', 'in_mediation'],
  ['rejected', 'cc_rejected_other_reason'],
  ['cancelled', 'by_collector'],
  ['refunded', 'refunded'],
  ['charged_back', 'settled'],
]);

export type PayError = 'not-found' | 'expired';
export type RefundError = 'not-found' | 'not-refundable' | 'not-numeric' | 'not-positive' | 'exceeds';

/** The sandbox's preferences and payments, and every change to them, each notified by webhook. */
export const sandboxLedger = (deps: {
  readonly store: SandboxStore;
  readonly clock: Clock;
  readonly webhooks: SandboxWebhooks;
}) => {
  const { store, clock, webhooks } = deps;
  const now = () => clock.now().toISOString();
  const preference = (id: string) => store.read((s) => s.preferences.find((p) => p.id === id) ?? null);
  const withPreference = (payment: SandboxPayment | null) => {
    const pref = payment ? preference(payment.preferenceId) : null;
    return payment && pref ? { payment, preference: pref } : null;
  };
  const payment = (id: string | number) =>
    withPreference(store.read((s) => s.payments.find((p) => String(p.id) === String(id)) ?? null));
  const notify = (found: { payment: SandboxPayment; preference: SandboxPreference }, action: string) =>
    webhooks.send(found.preference.notificationUrl, found.payment.id, action);
  const expired = (pref: SandboxPreference) =>
    pref.expiresAt !== null && clock.now().getTime() >= new Date(pref.expiresAt).getTime();

  return {
    preference,
    payment,
    expired,
    /** A new preference from a checked body (`sent` as received). */
    createPreference: (checked: CheckedPreference & { ok: true }, sent: Record<string, unknown>) =>
      store.write((s) => {
        const pref: SandboxPreference = {
          id: `${SANDBOX_COLLECTOR_ID}-${randomUUID()}`,
          sent,
          items: checked.items,
          externalReference: checked.externalReference,
          notificationUrl: checked.notificationUrl,
          backUrls: checked.backUrls,
          expiresAt: checked.expiresAt?.toISOString() ?? null,
          createdAt: now(),
        };
        s.preferences.push(pref);
        return pref;
      }),
    /** Moves a preference's expiry (`PUT` with `expires` and `expiration_date_to`); null when there is none. */
    expire: (id: string, at: Date) =>
      store.write((s) => {
        const i = s.preferences.findIndex((p) => p.id === id);
        if (i === -1) return null;
        const pref: SandboxPreference = {
          ...s.preferences[i],
          sent: { ...s.preferences[i].sent, expires: true, expiration_date_to: at.toISOString() },
          expiresAt: at.toISOString(),
        };
        s.preferences[i] = pref;
        return pref;
      }),
    /** The payments of an order (`external_reference`), newest first unless `criteria` is `asc`. */
    search: (externalReference: string | null, criteria: 'asc' | 'desc') =>
      store.read((s) => {
        const refs = new Map(s.preferences.map((p) => [p.id, p.externalReference]));
        const found = s.payments.filter(
          (p) => externalReference === null || refs.get(p.preferenceId) === externalReference,
        );
        const sorted = [...found].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
        return (criteria === 'asc' ? sorted : sorted.reverse()).flatMap((p) => withPreference(p) ?? []);
      }),
    /** The shopper's choice on the checkout page: a new payment, notified as `payment.created`. */
    pay: (preferenceId: string, result: CheckoutResult) => {
      const pref = preference(preferenceId);
      if (!pref) return 'not-found' satisfies PayError;
      if (expired(pref)) return 'expired' satisfies PayError;
      const { status, detail } = RESULTS[result];
      const made = store.write((s) => {
        const at = now();
        const p: SandboxPayment = {
          id: s.nextPayment++,
          preferenceId,
          merchantOrderId: s.nextOrder++,
          status,
          statusDetail: detail,
          amount: pref.items.reduce((total, i) => total + i.unit_price * i.quantity, 0),
          createdAt: at,
          updatedAt: at,
          approvedAt: status === 'approved' ? at : null,
          refunds: [],
        };
        s.payments.push(p);
        return p;
      });
      notify({ payment: made, preference: pref }, 'payment.created');
      return { payment: made, preference: pref };
    },
    /** A refund of an approved payment, notified as `payment.updated`: of `amount` (whole pesos, up to what is left),
     * or of all that is left when absent. A part leaves it approved (`partially_refunded`), as MercadoPago does; the
     * last part makes it refunded. */
    refund: (paymentId: string, amount?: unknown) => {
      const found = payment(paymentId);
      if (!found) return 'not-found' satisfies RefundError;
      if (found.payment.status !== 'approved') return 'not-refundable' satisfies RefundError;
      const left = found.payment.amount - found.payment.refunds.reduce((total, r) => total + r.amount, 0);
      const asked = amount ?? left;
      // The sandbox takes COP in whole pesos, as the store sends them.
      if (typeof asked !== 'number' || !Number.isSafeInteger(asked)) return 'not-numeric' satisfies RefundError;
      if (asked <= 0) return 'not-positive' satisfies RefundError;
      if (asked > left) return 'exceeds' satisfies RefundError;
      const refund = store.write((s) => {
        const p = s.payments.find((x) => x.id === found.payment.id)!;
        const r: SandboxRefund = { id: s.nextRefund++, amount: asked, createdAt: now() };
        p.refunds.push(r);
        p.status = asked === left ? 'refunded' : 'approved';
        p.statusDetail = asked === left ? 'refunded' : 'partially_refunded';
        p.updatedAt = r.createdAt;
        return r;
      });
      const updated = payment(paymentId)!;
      notify(updated, 'payment.updated');
      return { ...updated, refund };
    },
    /** One refund of a payment; null when either is unknown. */
    refundOf: (paymentId: string, refundId: string) => {
      const found = payment(paymentId);
      const refund = found?.payment.refunds.find((r) => String(r.id) === refundId);
      return found && refund ? { ...found, refund } : null;
    },
    /** Moves a payment to any status (a chargeback, a review that ends), notified as `payment.updated`. */
    settle: (paymentId: string, status: string, detail?: string) => {
      if (!payment(paymentId)) return null;
      store.write((s) => {
        const p = s.payments.find((x) => String(x.id) === paymentId)!;
        p.status = status;
        p.statusDetail = detail ?? DETAILS.get(status) ?? status;
        p.updatedAt = now();
        if (status === 'approved' && p.approvedAt === null) p.approvedAt = p.updatedAt;
      });
      const updated = payment(paymentId)!;
      notify(updated, 'payment.updated');
      return updated;
    },
  };
};

export type SandboxLedger = ReturnType<typeof sandboxLedger>;
