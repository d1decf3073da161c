import { randomInt } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Clock } from '../../core/shared/ports';
import { CODES, PAYMENT_STATUS, type PaymentKind } from './wire';

/** Phones starting with this have no Nequi account in the sandbox (`20-08A`). */
export const NO_ACCOUNT_PREFIX = '3999';

export type SandboxPaymentState = 'pending' | 'paid' | 'declined' | 'expired' | 'cancelled' | 'reversed';

/** One payment the sandbox holds, as tests and the phone page see it. */
export type SandboxPayment = {
  /** The push's transactionId, or the QR's codeQR. */
  readonly id: string;
  readonly kind: PaymentKind;
  readonly messageId: string;
  /** The phone a push was sent to; null for a QR. */
  readonly phone: string | null;
  readonly value: number;
  readonly references: readonly [string, string, string];
  readonly state: SandboxPaymentState;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  /** Who paid (the push's phone, or the phone that scanned the QR). */
  readonly payer: string | null;
  readonly paidAt: Date | null;
};

/** A business answer: Nequi's header status code, with the operation's fields when it is "0". */
export type Answer = { readonly code: string; readonly desc: string; readonly rs?: Record<string, unknown> };

const ok = (rs: Record<string, unknown> = {}): Answer => ({ code: CODES.ok, desc: 'SUCCESS', rs });
const fail = (code: string, desc: string): Answer => ({ code, desc });
const NOT_FOUND = fail(CODES.doesNotExist, 'El teléfono, código o transacción no existe');
const ENDED: Partial<Record<SandboxPaymentState, Answer>> = {
  expired: fail(CODES.expired, 'La transacción ya caducó'),
  cancelled: fail(CODES.cancelled, 'La transacción esta cancelada'),
};

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
const hasAccount = (phone: string) => !phone.startsWith(NO_ACCOUNT_PREFIX);
const pad = (n: number) => String(n).padStart(2, '0');
/** Nequi's `date` in a status answer: `YYYY-MM-DD HH:mm:ss`. */
const nequiDate = (at: Date) =>
  `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`;

/** How many payments a sandbox keeps (the oldest are forgotten first). */
const KEPT = 500;

type StoredPayment = Omit<SandboxPayment, 'createdAt' | 'expiresAt' | 'paidAt'> & {
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly paidAt: string | null;
};

/** The sandbox's payments, with the rules Nequi applies to them: in memory, and in `file` when given, read again
 * before each operation and written after each change, so the store and the `fornido` command (which serves the
 * sandbox itself when it pays, checks or reverses) see the same payments, and a restart loses none. */
export const sandboxPayments = (options: {
  readonly clock: Clock;
  readonly paymentMinutes: number;
  readonly file?: string;
}) => {
  const byId = new Map<string, SandboxPayment>();
  const byMessageId = new Map<string, string>();
  const now = () => options.clock.now();
  const { file } = options;

  const load = () => {
    if (!file) return;
    let stored: StoredPayment[];
    try {
      stored = JSON.parse(readFileSync(file, 'utf8')) as StoredPayment[];
    } catch {
      return; // No file yet (or a half-written one from a crash): the payments in memory stand.
    }
    byId.clear();
    byMessageId.clear();
    for (const p of stored) {
      const payment: SandboxPayment = {
        ...p,
        createdAt: new Date(p.createdAt),
        expiresAt: new Date(p.expiresAt),
        paidAt: p.paidAt === null ? null : new Date(p.paidAt),
      };
      byId.set(payment.id, payment);
      byMessageId.set(payment.messageId, payment.id);
    }
  };
  const save = () => {
    if (!file) return;
    const kept = [...byId.values()].sort((a, b) => +b.createdAt - +a.createdAt).slice(0, KEPT);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify(kept));
    renameSync(`${file}.tmp`, file);
  };
  load();

  /** The payment as it is now: a pending one past its expiry has expired. */
  const current = (id: string): SandboxPayment | null => {
    const p = byId.get(id);
    if (!p) return null;
    if (p.state !== 'pending' || now() < p.expiresAt) return p;
    return set(p, { state: 'expired' });
  };
  const set = (p: SandboxPayment, change: Partial<SandboxPayment>): SandboxPayment => {
    const next = { ...p, ...change };
    byId.set(p.id, next);
    save();
    return next;
  };
  const add = (p: Omit<SandboxPayment, 'state' | 'createdAt' | 'expiresAt' | 'payer' | 'paidAt'>) => {
    const createdAt = now();
    const expiresAt = new Date(createdAt.getTime() + options.paymentMinutes * 60_000);
    byId.set(p.id, { ...p, state: 'pending', createdAt, expiresAt, payer: null, paidAt: null });
    byMessageId.set(p.messageId, p.id);
    save();
  };
  const unique = (make: () => string) => {
    let id: string;
    do id = make();
    while (byId.has(id));
    return id;
  };

  return {
    push(input: {
      phone: string;
      value: number;
      references: SandboxPayment['references'];
      messageId: string;
      clientId: string;
    }): Answer {
      load();
      if (!hasAccount(input.phone)) return fail(CODES.noAccount, 'El celular no tiene una cuenta Nequi');
      const id = unique(() => `350-${input.clientId}-${digits(8)}-${input.messageId}`);
      add({
        id,
        kind: 'push',
        messageId: input.messageId,
        phone: input.phone,
        value: input.value,
        references: input.references,
      });
      return ok({ transactionId: id });
    },

    qr(input: { value: number; references: SandboxPayment['references']; messageId: string }): Answer {
      load();
      const id = unique(() => `bancadigital-${digits(10)}`);
      add({
        id,
        kind: 'qr',
        messageId: input.messageId,
        phone: null,
        value: input.value,
        references: input.references,
      });
      return ok({ codeQR: id });
    },

    status(id: string): Answer {
      load();
      const p = current(id);
      if (!p) return NOT_FOUND;
      const ended = ENDED[p.state];
      if (ended) return ended;
      const status =
        p.state === 'pending'
          ? PAYMENT_STATUS.pending
          : p.state === 'declined'
            ? PAYMENT_STATUS.failed
            : PAYMENT_STATUS.paid;
      return ok({
        status,
        name: p.payer === null ? '' : `Cliente Nequi ${p.payer.slice(-4)}`,
        value: String(p.value),
        date: nequiDate(p.paidAt ?? p.createdAt),
        trnId: p.paidAt === null ? '' : `M${p.messageId}`,
        phoneNumber: p.payer ?? p.phone ?? '',
        ipAddress: '127.0.0.1',
        originMoney: p.paidAt === null ? [] : [{ pocketName: 'Disponible', value: String(p.value) }],
      });
    },

    cancel(input: { phone: string; transactionId: string }): Answer {
      load();
      const p = current(input.transactionId);
      if (!p || p.kind !== 'push' || p.phone !== input.phone) return NOT_FOUND;
      const ended = ENDED[p.state];
      if (ended) return ended;
      if (p.state !== 'pending') return fail(CODES.badParameters, 'La transacción ya no se puede cancelar');
      set(p, { state: 'cancelled' });
      return ok();
    },

    reverse(input: { phone: string; value: number; messageId: string }): Answer {
      load();
      const id = byMessageId.get(input.messageId);
      const p = id === undefined ? null : current(id);
      // Unknown, unpaid, already reversed or not matching the payment: Nequi finds no transaction to reverse.
      if (!p || p.state !== 'paid' || p.payer !== input.phone || p.value !== input.value) {
        return fail(CODES.notFound, 'No se encontró la transacción');
      }
      set(p, { state: 'reversed' });
      return ok();
    },

    /** The payer approves a push, or pays a QR from `payer`'s phone. Null when done, else why not. */
    approve(id: string, payer?: string): 'not-found' | 'not-pending' | 'no-account' | null {
      load();
      const p = current(id);
      if (!p) return 'not-found';
      if (p.state !== 'pending') return 'not-pending';
      const phone = p.phone ?? payer ?? '3001234567';
      if (!hasAccount(phone)) return 'no-account';
      set(p, { state: 'paid', payer: phone, paidAt: now() });
      return null;
    },

    /** The payer rejects a push (status `71`), or it is left to expire now (`10-454`). */
    end(id: string, state: 'declined' | 'expired'): 'not-found' | 'not-pending' | null {
      load();
      const p = current(id);
      if (!p) return 'not-found';
      if (p.state !== 'pending') return 'not-pending';
      set(p, { state });
      return null;
    },

    find: (id: string): SandboxPayment | null => {
      load();
      return current(id);
    },
    /** Every payment, newest first. */
    list: (): readonly SandboxPayment[] => {
      load();
      return [...byId.keys()].map((id) => current(id) as SandboxPayment).sort((a, b) => +b.createdAt - +a.createdAt);
    },
  };
};

export type SandboxPayments = ReturnType<typeof sandboxPayments>;
