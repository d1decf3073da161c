import type { listVariants, VariantLine } from '../catalog/list-variants';
import type { Disagreement, DisagreementLog } from '../checkout/ports';
import type { EventOutbox, OutboxEvent } from '../events/ports';
import { monthKeyOf } from '../loyalty/ranking';
import { authorize } from '../operators/authorize';
import type { Actor } from '../operators/operator';
import type { Permission } from '../operators/roles';
import { bogotaDateOf } from '../shared/bogota-time';
import { formatCalendarDate } from '../shared/calendar-date';
import type { Clock } from '../shared/ports';
import { FIELD_WINDOW_MS, type reportVitals, type VitalsRow } from '../vitals/report-vitals';
import type { Backlog } from './ports';
import type { reportSales } from './report-sales';
import { NO_SALES, type SalesFigures } from './sales-figures';

/** An order event that waits for an operator, without its error text (the CLI's `events list` shows it). */
export type LateEvent = Pick<OutboxEvent, 'id' | 'type' | 'orderNumber' | 'occurredAt' | 'state' | 'attempts'>;

/** The console's Inicio: each block is null for a role that may not see it (the warehouse sees the orders to prepare
 * and ship and the low stock, never the money). */
export type ConsoleHome = {
  readonly asOf: Date;
  /** Today's and this month's sales, in Bogotá (`reports.read`). */
  readonly sales: {
    readonly today: SalesFigures & { readonly date: string };
    readonly month: SalesFigures & { readonly month: string };
  } | null;
  /** Orders waiting for the warehouse (`orders.read`): paid or cash-on-delivery confirmed, and being prepared. */
  readonly orders: { readonly toPrepare: number; readonly toShip: number } | null;
  /** Payments an operator must look at (`payments.read`). */
  readonly payments: { readonly flagged: number; readonly disagreements: readonly Disagreement[] } | null;
  /** Variants on sale at or under their low-stock level (`catalogue.read`). */
  readonly lowStock: readonly VariantLine[] | null;
  /** Order events (mail, live updates) not delivered in time (`mail.resend`). */
  readonly lateEvents: readonly LateEvent[] | null;
  /** The p75 of each page's web vitals over the last 28 days (`reports.read`). */
  readonly vitals: readonly VitalsRow[] | null;
};

/** A pending event older than this waits too long: the dispatcher delivers within seconds when all is well. */
export const EVENT_LATE_AFTER_MS = 5 * 60_000;
/** How many late events and disagreements Inicio lists at most. */
export const HOME_LIST_LIMIT = 20;

export type ConsoleHomeDeps = {
  readonly reportSales: ReturnType<typeof reportSales>;
  readonly listVariants: ReturnType<typeof listVariants>;
  readonly reportVitals: ReturnType<typeof reportVitals>;
  readonly backlog: Backlog;
  readonly outbox: Pick<EventOutbox, 'overdue'>;
  readonly disagreements: Pick<DisagreementLog, 'list'>;
  readonly clock: Clock;
};

const lateEvent = ({ id, type, orderNumber, occurredAt, state, attempts }: OutboxEvent): LateEvent => ({
  id,
  type,
  orderNumber,
  occurredAt,
  state,
  attempts,
});

/** What the operator finds on opening the console: the day's and month's sales, the orders and payments waiting, the
 * stock running low, the events not delivered and the shoppers' vitals — each block only for a role allowed to see it
 * (the same permission the section or command behind it checks). */
export const consoleHome =
  (deps: ConsoleHomeDeps) =>
  async (actor: Actor): Promise<ConsoleHome> => {
    const now = deps.clock.now();
    const may = (permission: Permission) => authorize(actor, permission) === null;
    const when = <T>(permission: Permission, read: () => Promise<T>): Promise<T | null> =>
      may(permission) ? read() : Promise.resolve(null);
    const [sales, orders, payments, lowStock, lateEvents, vitals] = await Promise.all([
      when('reports.read', async () => {
        const month = await deps.reportSales(monthKeyOf(now));
        if (!month.ok) throw new Error(`the running month was refused: ${month.error.message}`);
        const date = formatCalendarDate(bogotaDateOf(now));
        const today = month.value.days.find((d) => d.date === date) ?? { date, ...NO_SALES };
        return { today, month: { month: month.value.month, ...month.value.total } };
      }),
      when('orders.read', async () => {
        const counts = await deps.backlog.countOrders(['paid', 'confirmed', 'preparing']);
        const count = (state: 'paid' | 'confirmed' | 'preparing') => counts.get(state) ?? 0;
        return { toPrepare: count('paid') + count('confirmed'), toShip: count('preparing') };
      }),
      when('payments.read', async () => ({
        flagged: await deps.backlog.countFlaggedPayments(),
        disagreements: await deps.disagreements.list(HOME_LIST_LIMIT),
      })),
      when('stock.write', () => deps.listVariants({ low: true })),
      when('mail.resend', async () =>
        (await deps.outbox.overdue(new Date(now.getTime() - EVENT_LATE_AFTER_MS), HOME_LIST_LIMIT)).map(lateEvent),
      ),
      when(
        'reports.read',
        async () => (await deps.reportVitals({ since: new Date(now.getTime() - FIELD_WINDOW_MS) })).rows,
      ),
    ]);
    return { asOf: now, sales, orders, payments, lowStock, lateEvents, vitals };
  };
