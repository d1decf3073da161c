import { z } from 'zod';
import { envelope, idText, numeric, optionalText, type EpaycoAnswer } from './envelope';
import type { Send } from './transport';

/**
 * ePayco's refund (reversal, "reversión") of a card transaction, whole or in part. *Unconfirmed*: none of ePayco's
 * SDKs (epayco-sdk-node 1.4.4, epayco-php, epayco-python) nor its published docs name the call, and PROVIDERS.md §2
 * lists none. The most plausible place is Apify, ePayco's current transaction API (merchants read transactions there:
 * `POST {apify}/transaction`, `/transaction/detail` with `filter.referencePayco`), in its camelCase payload, keyed by
 * `refPayco`, with the merchant's reference of the refund as `invoice` (as every ePayco call names the merchant's own
 * reference) so that a retry names the same refund. Its path is a constant here until ePayco confirms it.
 */
export const REFUND_APIFY_PATH = '/transaction/reverse';

/** What a refund takes, in the SDK's English keys (Apify's `refPayco`, `value`, `invoice`, `description`). */
export type RefundInput = {
  readonly ref_payco: string;
  /** Whole pesos, as text. */
  readonly value: string;
  /** The merchant's reference of this refund: the same on a retry. */
  readonly invoice: string;
  readonly description: string;
};

/** A refund made (*unconfirmed* shape): ePayco's id for it, the value it gave back now and in all, and the
 * transaction's state after it (`Reversada`, code 6, once all was given back; `Aceptada`, 1, while some is left). */
export const refundMade = z.looseObject({
  refPayco: idText,
  reversalId: idText,
  invoice: optionalText,
  value: numeric,
  totalReversed: numeric.optional(),
  status: optionalText,
  codResponse: numeric.optional(),
});
export type RefundMade = z.output<typeof refundMade>;

/** Refunds of card transactions. */
export type RefundResource = {
  /** Gives back `value` of a card transaction; an answer of `success: false` is ePayco's refusal (nothing moved). */
  create(input: RefundInput): Promise<EpaycoAnswer<RefundMade>>;
};

/** The refund call over `send`: Apify, camelCase keys, without `ip` and `test` (as the SDK's other Apify call). */
export const refundResources = (send: Send) => {
  const refunds: RefundResource = {
    create: (input) =>
      send(
        { method: 'POST', host: 'apify', path: REFUND_APIFY_PATH, fields: input, mode: 'apify', ipAndTest: false },
        envelope(refundMade),
      ),
  };
  return { refunds };
};
