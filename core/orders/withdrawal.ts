import type { StorePolicy } from '../policy/store-policy';
import { addBusinessDays } from '../shared/business-days';
import { toDayNumber, type CalendarDate } from '../shared/calendar-date';

/** The last day a buyer may withdraw from a purchase (derecho de retracto, Ley 1480 de 2011): WITHDRAWAL_BUSINESS_DAYS
 * Colombian business days after the day of delivery, which is not counted. */
export const withdrawalDeadline = (
  deliveredOn: CalendarDate,
  policy: Pick<StorePolicy, 'withdrawalBusinessDays'>,
): CalendarDate => addBusinessDays(deliveredOn, policy.withdrawalBusinessDays);

/** Whether the buyer is still within the right of withdrawal on a given day (Bogotá calendar), deadline included. */
export const canWithdraw = (
  deliveredOn: CalendarDate,
  today: CalendarDate,
  policy: Pick<StorePolicy, 'withdrawalBusinessDays'>,
): boolean =>
  toDayNumber(today) >= toDayNumber(deliveredOn) &&
  toDayNumber(today) <= toDayNumber(withdrawalDeadline(deliveredOn, policy));
