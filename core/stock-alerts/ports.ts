import type { Email } from '../people/email';
import type { MailMessage } from '../mail/ports';

/** How asking for an "avísame" went in the store: kept, already kept for that address, or not possible. */
export type AlertRecording = 'created' | 'already-waiting' | 'unknown-variant' | 'in-stock';

/** A request whose variant is back on sale: whom to mail and what about. */
export type DueAlert = {
  readonly id: number;
  readonly email: Email;
  readonly sku: string;
  readonly productName: string;
  /** Where the variant's page is: its category's and product's slugs. */
  readonly category: string;
  readonly slug: string;
  readonly size: string;
  readonly flavour: string | null;
};

/** The "avísame cuando llegue" requests of sold-out variants. */
export type StockAlertStore = {
  /** Keeps `email` waiting for `sku`, only while the variant is on sale and sold out; one waiting request per variant and
   * mailbox (core/people/mailbox.ts: asking twice, or with another spelling of the address, keeps one). */
  record(input: {
    readonly sku: string;
    readonly email: Email;
    readonly mailbox: string;
    readonly at: Date;
  }): Promise<AlertRecording>;
  /** Takes up to `limit` requests whose variant came back in stock and that nobody has mailed, hiding them from every
   * other notifier until `leaseUntil`: several server processes never mail the same request at once. */
  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<readonly DueAlert[]>;
  /** Marks the request notified and sends its mail, once: a request already notified sends nothing. Exactly once where
   * mail stays in the store's database (one transaction), at least once through a mail server (sent, then marked). */
  notifyOnce(id: number, mail: MailMessage, at: Date): Promise<void>;
};
