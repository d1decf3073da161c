import type { EventOutbox } from '../../core/events/ports';
import type { EventMailer, Mailer } from '../../core/mail/ports';
import type { Clock } from '../../core/shared/ports';
import type { Db } from '../persistence/db';
import { markHandledIn } from '../persistence/event-outbox';
import { outboxMailer } from '../persistence/outbox-mailer';

/** Order mail kept in the database: the handling's record and the mail are one transaction, so each event's mail is
 * written exactly once, whatever crashes and however many dispatchers race for it. */
export const outboxEventMailer = (db: Db, clock: Clock): EventMailer => ({
  sendOnce: (handling, message) =>
    db.transaction(async (tx) => {
      const now = clock.now();
      if (await markHandledIn(tx, handling, now)) await outboxMailer(tx, { now: () => now }).send(message);
    }),
});

/** Order mail through a mail server: sent, then the handling recorded. A crash between the two sends the mail again
 * when the event is delivered again — the at-least-once contract; an SMTP server cannot join our transaction. */
export const relayedEventMailer = (
  mailer: Mailer,
  outbox: Pick<EventOutbox, 'markHandled' | 'find'>,
  clock: Clock,
): EventMailer => ({
  sendOnce: async (handling, message) => {
    // The dispatcher skips handled pairs already; this also covers a second dispatcher whose lease ran out meanwhile.
    if ((await outbox.find(handling.eventId))?.handledBy.includes(handling.subscriber)) return;
    await mailer.send(message);
    await outbox.markHandled(handling, clock.now());
  },
});
