import type { IncomingNotification, SignatureVerdict } from './ports';

/** How a notification was kept: whole (a genuine one: what replay and Addi's status read), or as a bounded digest
 * (a refused one: what an operator needs to see who sent what, and no more). */
export type NotificationKept = 'whole' | 'digest';

/** What is known of a notification's raw body however it is kept: its size in bytes and its SHA-256 in hex. */
export type BodyFingerprint = { readonly bytes: number; readonly sha256: string };

/** A notification as it is added: its content (whole, or its digest), the signature's verdict and the provider's
 * reference it named, if any (one that fits the store's bound). */
export type NotificationEntry = {
  readonly provider: string;
  readonly receivedAt: Date;
  readonly notification: IncomingNotification;
  readonly kept: NotificationKept;
  readonly body: BodyFingerprint;
  readonly verdict: SignatureVerdict;
  readonly reference: string | null;
};

/** A notification as stored, with what the store made of it ("approved PED-…", "ignored: invalid signature"; null
 * until handled). */
export type StoredNotification = NotificationEntry & {
  readonly id: number;
  readonly result: string | null;
  readonly handledAt: Date | null;
};

/** Every webhook and callback received, kept before the store answers, for operators to read and replay. */
export type NotificationLog = {
  add(entry: NotificationEntry): Promise<number>;
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
