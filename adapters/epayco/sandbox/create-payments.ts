import { randomInt } from 'node:crypto';
import type { SandboxContext } from './context';
import { missingFields, transactionBase } from './input';
import type { SandboxTransaction } from './state';
import { bogotaStamp, CASH_NETWORKS, PSE_BANKS } from './wire';

/** A payment created, or the fields that stopped it (Spanish, as restpagos lists them). */
export type Created =
  | { readonly tx: SandboxTransaction }
  | { readonly errors: readonly { readonly code: string; readonly message: string }[] };

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
const BUYER = ['invoice', 'description', 'value', 'doc_type', 'doc_number', 'name', 'email'];

/** A PSE debit, pending until the shopper acts on the bank page. */
export const createPse = (ctx: SandboxContext, f: Readonly<Record<string, string>>): Created => {
  const bank = PSE_BANKS.find((b) => b.bankCode === f.bank && b.bankCode !== '0');
  const errors = [
    ...missingFields(f, [...BUYER, 'url_response']),
    ...(bank ? [] : [{ code: 'E030', message: 'El banco seleccionado no es válido' }]),
  ];
  if (errors.length > 0 || !bank) return { errors };
  const tx = ctx.payments.create({
    ...transactionBase(f),
    method: 'pse',
    franchise: 'PSE',
    bank: bank.bankName,
    bankCode: bank.bankCode,
    state: 3,
    ticketId: digits(9),
  });
  return { tx };
};

/** Where a cash voucher expires: the day the merchant asked (`end_date`, at day's end), else in three days. */
const expiry = (ctx: SandboxContext, endDate: string | undefined) =>
  endDate && /^\d{4}-\d{2}-\d{2}$/.test(endDate)
    ? `${endDate} 23:59:59`
    : bogotaStamp(new Date(ctx.clock.now().getTime() + 3 * 86_400_000));

const MAX_CASH_DAYS = 30;
const DAY_MS = 86_400_000;

/** A cash voucher's `end_date` that ePayco would refuse: ePayco's SDK documents that a voucher's expiration "can not be
 * longer than 30 days", and a day already past cannot be paid. Absent, it is ePayco's default. */
const endDateErrors = (ctx: SandboxContext, endDate: string | undefined) => {
  if (endDate === undefined || endDate === '') return [];
  const now = ctx.clock.now().getTime();
  const [today, latest] = [bogotaStamp(new Date(now)), bogotaStamp(new Date(now + MAX_CASH_DAYS * DAY_MS))].map((s) =>
    s.slice(0, 10),
  );
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(endDate) && !Number.isNaN(Date.parse(endDate));
  if (valid && endDate >= today && endDate <= latest) return [];
  return [
    {
      code: 'E035',
      message: `El campo end_date (fechaexpiracion) no es válido: la fecha de expiración debe estar entre hoy y los próximos ${MAX_CASH_DAYS} días (AAAA-MM-DD)`,
    },
  ];
};

/** A cash voucher (efecty, baloto, gana, redservi, puntored, sured), pending until the counter page marks it paid. */
export const createCash = (ctx: SandboxContext, network: string, f: Readonly<Record<string, string>>): Created => {
  const net = CASH_NETWORKS[network];
  const errors = [
    ...missingFields(f, BUYER),
    ...(net ? [] : [{ code: 'E109', message: 'Método de pago en efectivo no soportado' }]),
    ...endDateErrors(ctx, f.end_date),
  ];
  if (errors.length > 0 || !net) return { errors };
  const tx = ctx.payments.create({
    ...transactionBase(f),
    method: 'cash',
    franchise: net.franchise,
    bank: net.name,
    bankCode: network,
    state: 3,
    pin: digits(8),
    projectCode: net.project,
    expiresAt: expiry(ctx, f.end_date),
  });
  return { tx };
};

/** A SafetyPay payment (cash or online banking through SafetyPay), pending until its page pays or cancels it. */
export const createSafetypay = (ctx: SandboxContext, f: Readonly<Record<string, string>>): Created => {
  const errors = missingFields(f, BUYER);
  if (errors.length > 0) return { errors };
  const tx = ctx.payments.create({
    ...transactionBase(f),
    method: 'safetypay',
    franchise: 'SP',
    bank: 'SafetyPay',
    bankCode: f.cash === 'true' || f.cash === '1' ? 'cash' : 'online',
    state: 3,
    expiresAt: expiry(ctx, f.end_date),
  });
  return { tx };
};
