import type { IncomingNotification, SignatureVerdict } from './ports';

/** How a notification was kept: whole (a genuine one: what replay and Addi's status read), or as a bounded digest
 * (a refused one: what an operator needs to see who sent what, and no more). */
export type NotificationKept = 'whole' | 'digest';

/** What is known of a notification's raw body however it is kept: its size in bytes and its SHA-256 in hex. */
export type BodyFingerprint = { readonly bytes: number; readonly sha256: string };

/** A notification as stored: its content (whole, or its digest), the signature's verdict, and what the store made
 * of it. */
export type StoredNotification = {
  readonly id: number;
  readonly provider: string;
  readonly receivedAt: Date;
  readonly notification: IncomingNotification;
  readonly kept: NotificationKept;
  readonly body: BodyFingerprint;
  readonly verdict: SignatureVerdict;
  /** The provider's reference the notification named, if any. */
  readonly reference: string | null;
  /** What became of it ("approved PED-…", "ignored: invalid signature"); null until handled. */
  readonly result: string | null;
  readonly handledAt: Date | null;
};

/** Every webhook and callback received, kept before the store answers, for operators to read and replay. */
export type NotificationLog = {
  add(entry: {
    readonly provider: string;
    readonly receivedAt: Date;
    readonly notification: IncomingNotification;
    readonly kept: NotificationKept;
    readonly body: BodyFingerprint;
    readonly verdict: SignatureVerdict;
    readonly reference: string | null;
  }): Promise<number>;
  settle(id: number, result: string, at: Date): Promise<void>;
  find(id: number): Promise<StoredNotification | null>;
  /** Newest first. */
  list(query: { readonly provider?: string; readonly limit: number }): Promise<readonly StoredNotification[]>;
  /** The newest notification of a provider about one attempt whose credentials or signature held, or null: what a
   * provider without a status API (Addi) last told the store. */
  latestValid(provider: string, reference: string): Promise<StoredNotification | null>;
  /** Deletes the digests (refused notifications) received before `before`, saying how many; whole ones are kept. */
  pruneDigests(before: Date): Promise<number>;
};
