import { parseCashNetwork, type CashNetwork } from './cash-networks';
import { parseMobilePhone, type MobilePhone } from '../people/phone';
import { err, ok, type Result } from '../shared/result';

/** How the shopper pays within a method: one variant per kind of method a gateway can take. */
export type PaymentInstrument =
  /** A notification to the wallet app on the shopper's phone (Nequi push). */
  | { readonly kind: 'wallet-push'; readonly phone: MobilePhone }
  /** A QR code the shopper scans with the wallet app. */
  | { readonly kind: 'wallet-qr' }
  /** A card tokenised in the shopper's browser (the number never reaches the store). */
  | { readonly kind: 'card'; readonly token: string; readonly installments: number }
  /** A debit from the shopper's bank account through their bank (PSE). */
  | { readonly kind: 'bank-transfer'; readonly bank: string; readonly personType: 'natural' | 'juridica' }
  /** A code to pay in cash at a payment network's counter (Efecty, Baloto…). */
  | { readonly kind: 'cash-voucher'; readonly network: CashNetwork }
  /** Credit applied for on the provider's page (Addi). */
  | { readonly kind: 'pay-later' }
  /** The provider's own checkout page (MercadoPago). */
  | { readonly kind: 'hosted-checkout' };

export type InstrumentKind = PaymentInstrument['kind'];

export const INSTRUMENT_KINDS = [
  'wallet-push',
  'wallet-qr',
  'card',
  'bank-transfer',
  'cash-voucher',
  'pay-later',
  'hosted-checkout',
] as const satisfies readonly InstrumentKind[];

/** The instrument's fields a request got wrong, in Spanish, by field name. */
export type InstrumentProblems = Readonly<Record<string, string>>;

const isKind = (raw: unknown): raw is InstrumentKind =>
  typeof raw === 'string' && (INSTRUMENT_KINDS as readonly string[]).includes(raw);

const field = (raw: Record<string, unknown>, name: string): string => (typeof raw[name] === 'string' ? raw[name] : '');

/** Reads an instrument as a request sends it (`{kind, …fields}`), refusing what no gateway could take; the switch is
 * checked exhaustive by the compiler, so a new kind cannot be accepted unread. */
export const parseInstrument = (raw: unknown): Result<PaymentInstrument, InstrumentProblems> => {
  if (typeof raw !== 'object' || raw === null) return err({ instrument: 'Elige cómo quieres pagar.' });
  const body = raw as Record<string, unknown>;
  const kind = body.kind;
  if (!isKind(kind)) return err({ instrument: 'Elige cómo quieres pagar.' });
  switch (kind) {
    case 'wallet-push': {
      const phone = parseMobilePhone(field(body, 'phone'));
      return phone.ok ? ok({ kind, phone: phone.value }) : err({ phone: phone.error.message });
    }
    case 'card': {
      const token = field(body, 'token');
      const installments = body.installments;
      if (!/^[\w -]{4,200}$/.test(token)) return err({ card: 'Revisa los datos de la tarjeta.' });
      if (typeof installments !== 'number' || !Number.isInteger(installments) || installments < 1 || installments > 36)
        return err({ installments: 'Elige entre 1 y 36 cuotas.' });
      return ok({ kind, token, installments });
    }
    case 'bank-transfer': {
      const bank = field(body, 'bank');
      const personType = body.personType;
      if (!/^\w{1,20}$/.test(bank)) return err({ bank: 'Elige tu banco.' });
      if (personType !== 'natural' && personType !== 'juridica')
        return err({ personType: 'Elige si eres persona natural o jurídica.' });
      return ok({ kind, bank, personType });
    }
    case 'cash-voucher': {
      const network = parseCashNetwork(body.network);
      return network ? ok({ kind, network }) : err({ network: 'Elige dónde quieres pagar en efectivo.' });
    }
    case 'wallet-qr':
    case 'pay-later':
    case 'hosted-checkout':
      return ok({ kind });
    default:
      return kind satisfies never;
  }
};
