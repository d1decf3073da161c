import type { Handling } from '../events/ports';

/** Which mail a message is, for the outbox, the logs and the tests. */
export type MailTemplate =
  | 'welcome'
  | 'password-reset'
  | 'password-changed'
  | 'email-verification'
  | 'account-activation'
  | 'sign-up-attempt'
  | 'order-confirmation'
  | 'payment-approved'
  | 'voucher-issued'
  | 'order-shipped'
  | 'order-cancelled'
  | 'return-requested'
  | 'return-approved'
  | 'return-rejected'
  | 'return-received'
  | 'return-refunded'
  | 'return-exchanged'
  | 'back-in-stock'
  | 'referral-credit'
  | 'contact-lead'
  | 'franchise-lead'
  | 'lead-acknowledgement'
  | 'lead-reply'
  | 'operator-invitation'
  | 'operator-password-changed'
  | 'invoice-issued'
  | 'credit-note-issued';

/** A file that travels with a mail (an invoice's XML and PDF). */
export type MailAttachment = {
  /** The name the mail client shows and saves it under ("SETP990000001.pdf"). */
  readonly filename: string;
  readonly contentType: string;
  readonly content: Uint8Array;
};

/** One mail to one shopper, with an HTML part and a plain-text part saying the same. */
export type MailMessage = {
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  readonly template: MailTemplate;
  /** Where replies go when not to the sender (a lead's mail to the store's inbox is answered to the person who wrote). */
  readonly replyTo?: string;
  /** Files sent with it, in this order. */
  readonly attachments?: readonly MailAttachment[];
};

/** Sends the store's mail to shoppers. */
export type Mailer = {
  /** Hands one message over for delivery; throws when the mail service is down (an outage, not a shopper's mistake). */
  send(message: MailMessage): Promise<void>;
};

/** Sends the mail of one subscriber's handling of one order event and records the handling, so a redelivered event
 * mails nothing more: exactly once where mail stays in the database (the mail and the record share a transaction), at
 * least once through an SMTP server (a crash between the send and the record sends it again). */
export type EventMailer = {
  /** Sends `message` unless `handling` is recorded already, then records it; throws when the mail service is down. */
  sendOnce(handling: Handling, message: MailMessage): Promise<void>;
};

/** A kept message's attachment as lists show it: what it is, not its bytes (`MailOutbox.attachment` reads those). */
export type KeptAttachment = {
  /** Its place among the message's attachments, from 1. */
  readonly position: number;
  readonly filename: string;
  readonly contentType: string;
  /** Bytes. */
  readonly size: number;
};

/** A message kept by the outbox (the sandbox mailbox and `fornido mail`), and the files it carries: named and sized,
 * not their bytes, so lists stay light. */
export type StoredMail = Omit<MailMessage, 'attachments'> & {
  readonly id: number;
  readonly createdAt: Date;
  readonly files: readonly KeptAttachment[];
};

/** The mail the store would have sent, kept in its own database when no SMTP server is configured. */
export type MailOutbox = {
  /** The newest messages first, optionally only those to one address. */
  list(query: { readonly to?: string; readonly limit: number }): Promise<readonly StoredMail[]>;
  /** One message by its id, or null. */
  find(id: number): Promise<StoredMail | null>;
  /** One attachment of a kept message, with its bytes, by its position (from 1), or null. */
  attachment(mailId: number, position: number): Promise<MailAttachment | null>;
};
