import type { PaymentAttempt } from '../../core/payments/attempt';
import type { Epayco } from './sdk';

/** The fields of ePayco's record an operator reads, in the order shown, with their labels. */
const FIELDS: readonly (readonly [field: string, label: string])[] = [
  ['x_ref_payco', 'ref_payco'],
  ['x_id_invoice', 'Invoice'],
  ['x_transaction_state', 'State'],
  ['x_cod_transaction_state', 'State code'],
  ['x_response', 'Response'],
  ['x_response_reason_text', 'Reason'],
  ['x_amount', 'Amount'],
  ['x_currency_code', 'Currency'],
  ['x_franchise', 'Franchise'],
  ['x_bank_name', 'Bank'],
  ['x_approval_code', 'Approval code'],
  ['x_transaction_id', 'Transaction id'],
  ['x_transaction_date', 'Date'],
  ['x_test_request', 'Test'],
  ['x_extra1', 'Our attempt'],
];

/** What ePayco's records say about an attempt now, read back by its `ref_payco` (validation), for operators. */
export const epaycoRecord =
  (sdk: Epayco) =>
  async (attempt: PaymentAttempt): Promise<readonly (readonly [string, string])[]> => {
    if (!attempt.reference) return [['ref_payco', 'none: not sent to ePayco, or ePayco did not answer its creation']];
    const answer = await sdk.validation(attempt.reference);
    if (!answer.success)
      throw new Error(
        `ePayco has no record of ${attempt.reference}: ${answer.text_response ?? answer.title_response ?? ''}`,
      );
    const data = answer.data as Readonly<Record<string, unknown>>;
    return FIELDS.flatMap(([field, label]) => {
      const value = data[field];
      return typeof value === 'string' && value !== '' ? [[label, value] as const] : [];
    });
  };
