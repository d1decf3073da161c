import { sandboxFileState } from '../../payments/sandbox-file-state';

/** One item of a preference as the merchant sent it. */
export type SandboxItem = {
  readonly id: string;
  readonly title: string;
  readonly quantity: number;
  readonly currency_id: string;
  readonly unit_price: number;
};

/** A preference the sandbox created: what the merchant sent, and when. */
export type SandboxPreference = {
  readonly id: string;
  /** The merchant's body as received (echoed back like MercadoPago's answer). */
  readonly sent: Readonly<Record<string, unknown>>;
  readonly items: readonly SandboxItem[];
  readonly externalReference: string | null;
  readonly notificationUrl: string | null;
  readonly backUrls: { readonly success?: string; readonly pending?: string; readonly failure?: string };
  /** The end of `expiration_date_to` when `expires` is true, as ISO. */
  readonly expiresAt: string | null;
  readonly createdAt: string;
};

/** A refund of a payment. */
export type SandboxRefund = { readonly id: number; readonly amount: number; readonly createdAt: string };

/** A payment made on the checkout page. */
export type SandboxPayment = {
  readonly id: number;
  readonly preferenceId: string;
  readonly merchantOrderId: number;
  status: string;
  statusDetail: string;
  readonly amount: number;
  readonly createdAt: string;
  updatedAt: string;
  approvedAt: string | null;
  readonly refunds: SandboxRefund[];
};

/** An answer kept for its `X-Idempotency-Key`: the same key gets the same answer again. */
export type SandboxReplay = { readonly key: string; readonly status: number; readonly body: unknown };

export type SandboxState = {
  nextPayment: number;
  nextOrder: number;
  nextRefund: number;
  preferences: SandboxPreference[];
  payments: SandboxPayment[];
  replays: SandboxReplay[];
};

const empty = (): SandboxState => ({
  nextPayment: 1_320_458_001,
  nextOrder: 24_871_000_001,
  nextRefund: 1_601_000_001,
  preferences: [],
  payments: [],
  replays: [],
});
const KEPT = 1000;

/** The sandbox's preferences and payments, shared with the `fornido` command through `file`. */
export const sandboxState = (file?: string) =>
  sandboxFileState(file, empty, (state) => {
    state.preferences = state.preferences.slice(-KEPT);
    state.payments = state.payments.slice(-KEPT);
    state.replays = state.replays.slice(-KEPT);
  });

export type SandboxStore = ReturnType<typeof sandboxState>;
