import { isDocumentType } from '../people/documents';
import type { PaymentMethodId } from '../payments/methods';
import { err, ok, type Result } from '../shared/result';
import { ACCOUNT_TYPES, REFUND_DESTINATIONS, type BankAccount, type RefundDestination } from './return';

export type DestinationRefusal = { readonly kind: 'invalid-refund-destination'; readonly message: string };

/** A bank account as the shopper typed it. */
export type BankAccountAsk = { readonly [K in keyof BankAccount]: string };

const refuse = (message: string): Result<never, DestinationRefusal> =>
  err({ kind: 'invalid-refund-destination', message });

const account = (a: BankAccountAsk): Result<BankAccount, DestinationRefusal> => {
  const bank = a.bank.trim();
  const accountType = ACCOUNT_TYPES.find((t) => t === a.accountType.trim().toLowerCase());
  const number = a.number.replace(/[\s-]/g, '');
  const holderName = a.holderName.trim();
  const documentType = a.documentType.trim().toUpperCase();
  const documentNumber = a.documentNumber.replace(/[\s.-]/g, '');
  if (bank.length < 2 || bank.length > 80) return refuse('Indica el banco de la cuenta.');
  if (!accountType) return refuse('Indica si la cuenta es de ahorros o corriente.');
  if (!/^\d{6,20}$/.test(number)) return refuse('El número de cuenta debe tener entre 6 y 20 dígitos.');
  if (holderName.length < 3 || holderName.length > 120) return refuse('Indica el nombre del titular de la cuenta.');
  if (!isDocumentType(documentType)) return refuse('Indica el tipo de documento del titular.');
  if (!/^[0-9A-Z]{4,15}$/.test(documentNumber)) return refuse('Indica el número de documento del titular.');
  return ok({ bank, accountType, number, holderName, documentType, documentNumber });
};

/**
 * How the shopper wants the money, checked against how they paid: cash on delivery has no payment to refund to, so it
 * names a bank account or takes gift credit; gift credit needs an account at the store to hold it.
 */
export const refundDestinationOf = (
  ask: { readonly refundTo: string; readonly bankAccount: BankAccountAsk | null },
  order: { readonly paymentMethod: PaymentMethodId; readonly customerId: string | null },
): Result<{ readonly refundTo: RefundDestination; readonly bankAccount: BankAccount | null }, DestinationRefusal> => {
  const refundTo = REFUND_DESTINATIONS.find((d) => d === ask.refundTo.trim());
  if (!refundTo) return refuse('Elige cómo quieres recibir el dinero.');
  if (refundTo === 'original' && order.paymentMethod === 'cash-on-delivery')
    return refuse('Pagaste contraentrega: indica una cuenta bancaria para la transferencia o elige saldo de regalo.');
  if (refundTo === 'gift-credit' && !order.customerId)
    return refuse('El saldo de regalo se guarda en una cuenta de Fornido: inicia sesión o elige otro medio.');
  if (refundTo !== 'bank-transfer') return ok({ refundTo, bankAccount: null });
  if (!ask.bankAccount) return refuse('Indica la cuenta bancaria a la que te transferimos.');
  const checked = account(ask.bankAccount);
  return checked.ok ? ok({ refundTo, bankAccount: checked.value }) : checked;
};
