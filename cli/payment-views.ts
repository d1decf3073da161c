import type { UndoneRequest } from '../core/checkout/undo-unanswered';
import type { Settlement } from '../core/checkout/settle-payment';
import type { PaymentAction, PaymentAttempt } from '../core/payments/attempt';
import type { StoredNotification } from '../core/payments/notification-log';
import type { StoredAttempt } from '../core/payments/ports';
import { formatPesos } from '../core/shared/format';
import { bogota, table } from './format';
import { providerName, type ProviderRecord } from './provider-records';

const TEXT_WIDTH = 60;

const cut = (text: string | null, width = TEXT_WIDTH) =>
  !text ? '-' : text.length > width ? `${text.slice(0, width - 1)}…` : text;

/** What the shopper had to do: "push 3001234567", "qr", "redirect", "voucher efecty 123456"; "-" for nothing. */
export const actionText = (action: PaymentAction | null): string => {
  if (!action) return '-';
  switch (action.kind) {
    case 'push':
      return `push ${action.phone}`;
    case 'qr':
      return 'qr';
    case 'redirect':
      return 'redirect';
    case 'voucher':
      return `voucher ${action.network} ${action.reference}`;
    default:
      return action satisfies never;
  }
};

/** One attempt for `--json`: its fields, the order it pays and its action in a word. */
export const attemptJson = (orderNumber: string, a: PaymentAttempt) => ({
  orderNumber,
  ...a,
  actionKind: a.action?.kind ?? null,
});

/** One row per attempt with its provider data, as given (oldest first); reasons and messages follow the table, since
 * they are sentences. The ORDER column only when the attempts may belong to several orders. */
export const attemptsTable = (attempts: readonly StoredAttempt[], withOrder: boolean): string => {
  const rows = table([
    [
      ...(withOrder ? ['ORDER'] : []),
      'ID',
      'CREATED (BOGOTA)',
      'PROVIDER',
      'METHOD',
      'STATE',
      'AMOUNT',
      'REFERENCE',
      'ACTION',
      'EXPIRES (BOGOTA)',
      'FLAGGED',
    ],
    ...attempts.map(({ orderNumber, attempt: a }) => [
      ...(withOrder ? [orderNumber] : []),
      a.id,
      bogota(a.createdAt),
      a.provider,
      a.method,
      a.state,
      formatPesos(a.amount),
      a.reference ?? '-',
      actionText(a.action),
      a.expiresAt ? bogota(a.expiresAt) : '-',
      a.flagged ? 'FLAGGED' : 'no',
    ]),
  ]);
  const notes = attempts
    .filter(({ attempt: a }) => a.reason || a.message)
    .map(({ attempt: a }) => `  ${a.id}: ${[a.reason, a.message].filter(Boolean).join(': ')}`);
  return notes.length === 0 ? rows : `${rows}\n\nReasons and messages\n${notes.join('\n')}`;
};

/** What each provider's records say about its attempts, a block of labelled facts per attempt ("ePayco says:"); the
 * attempts whose provider could not be asked are left out (a warning said so). */
export const providerBlocks = (records: readonly ProviderRecord[]): string =>
  records
    .flatMap((r) => {
      if (!('facts' in r)) return [];
      const width = Math.max(0, ...r.facts.map(([label]) => label.length)) + 2;
      const lines = r.facts.map(([label, value]) => `  ${`${label}:`.padEnd(width)}${value}`);
      return [[`Attempt ${r.attemptId}, ${providerName(r.provider)} says:`, ...lines].join('\n')];
    })
    .join('\n\n');

/** One record for `--json`: the facts as `{label: value}`, or null when the provider could not be asked. */
export const providerSaysJson = (record: ProviderRecord): Readonly<Record<string, string>> | null =>
  'facts' in record ? Object.fromEntries(record.facts) : null;

/** What a reconciliation changed: one row per attempt, from → to. */
export const changesTable = (changed: readonly Settlement[]): string =>
  table([
    ['ORDER', 'PROVIDER', 'REFERENCE', 'FROM → TO'],
    ...changed.map((s) => [s.orderNumber, s.provider, s.reference ?? '-', `${s.from} → ${s.to}`]),
  ]);

/** What the store and its providers still disagree on, and why. */
export const disagreementsTable = (disagreements: readonly Settlement[]): string =>
  table([
    ['ORDER', 'PROVIDER', 'REFERENCE', 'STATE', 'WHY'],
    ...disagreements.map((s) => [s.orderNumber, s.provider, s.reference ?? '-', s.to, s.disagreement ?? '']),
  ]);

/** Unanswered payment requests whose time ran out: given back when paid, or why they wait for the next run. */
export const unansweredTable = (unanswered: readonly UndoneRequest[]): string =>
  table([
    ['ORDER', 'PROVIDER', 'ATTEMPT', 'OUTCOME'],
    ...unanswered.map((u) => [
      u.orderNumber,
      u.provider,
      u.attemptId,
      u.problem ?? (u.reversed ? 'paid after the time-out: reversed' : 'never paid'),
    ]),
  ]);

/** A body's size as received: bytes, or KB with one decimal. */
const size = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

/** Stored webhooks and callbacks, newest first as given; BODY says whether it was kept whole or as a refused one's
 * digest, and the size that arrived. */
export const notificationsTable = (notifications: readonly StoredNotification[]): string =>
  table([
    ['ID', 'RECEIVED (BOGOTA)', 'PROVIDER', 'VERDICT', 'BODY', 'REFERENCE', 'RESULT'],
    ...notifications.map((n) => [
      String(n.id),
      bogota(n.receivedAt),
      n.provider,
      n.verdict,
      `${n.kept} ${size(n.body.bytes)}`,
      n.reference ?? '-',
      n.result === null ? 'not handled yet' : cut(n.result),
    ]),
  ]);

/** A notification for `--json`: everything stored, the raw body (or a refused one's digest) included. */
export const notificationJson = (n: StoredNotification) => ({
  id: n.id,
  provider: n.provider,
  receivedAt: n.receivedAt,
  verdict: n.verdict,
  kept: n.kept,
  bodyBytes: n.body.bytes,
  bodySha256: n.body.sha256,
  reference: n.reference,
  result: n.result,
  handledAt: n.handledAt,
  headers: n.notification.headers,
  query: n.notification.query,
  body: n.notification.body,
});
