import type { Address, CustomerStore, ReferredCustomer } from '../customers/ports';
import { departments, findMunicipality } from '../geography/geography';
import type { CreditLine, CreditStatement, GiftCreditStore } from '../loyalty/credit-ports';
import { authorize } from '../operators/authorize';
import type { Actor } from '../operators/operator';
import { invalidField, type Forbidden, type InvalidOperatorInput } from '../operators/operator-errors';
import type { OperatorAudit } from '../operators/ports';
import { parseEmail } from '../people/email';
import { formatPesos } from '../shared/format';
import { pesos } from '../shared/money';
import type { Clock } from '../shared/ports';
import { err, ok, type Result } from '../shared/result';
import type { CustomerAccount, CustomerRecord } from './customer-record';
import type { listCustomers, showCustomer } from './show-customer';

/** How many customers a search lists, gift-credit movements a record shows, and referred accounts it names. */
export const CUSTOMERS_LISTED = 50;
export const CREDIT_LINES_SHOWN = 50;
export const REFERRED_NAMED = 100;
/** The largest correction an operator may make at once, either way. */
export const MAX_ADJUSTMENT = 10_000_000;

/** A customer's record as the console shows it: with their gift-credit movements and the accounts they referred. */
export type CustomerDetail = Omit<CustomerRecord, 'addresses'> & {
  /** Each with its municipality's and department's names ("Medellín, Antioquia"). */
  readonly addresses: readonly (Address & { readonly city: string })[];
  /** Newest first. */
  readonly creditLines: readonly CreditLine[];
  /** Newest first. */
  readonly referred: readonly ReferredCustomer[];
};

export type CustomerNotFound = { readonly kind: 'customer-not-found'; readonly message: string };
/** A taking larger than the balance: the balance never goes below zero. */
export type InsufficientCredit = { readonly kind: 'insufficient-credit'; readonly message: string };
export type CreditAdjustmentError = Forbidden | InvalidOperatorInput | CustomerNotFound | InsufficientCredit;

export type ConsoleCustomersDeps = {
  readonly customerCare: {
    readonly listCustomers: ReturnType<typeof listCustomers>;
    readonly showCustomer: ReturnType<typeof showCustomer>;
  };
  readonly customers: Pick<CustomerStore, 'findByEmail' | 'listReferred'>;
  readonly giftCredit: Pick<GiftCreditStore, 'statement' | 'balance' | 'adjust'>;
  readonly audit: Pick<OperatorAudit, 'record'>;
  readonly clock: Clock;
};

/** An address's municipality and department by name, or its DANE code when the list has no such municipality. */
const cityOf = (a: Address): string => {
  const town = findMunicipality(a.municipalityCode);
  const department = departments().find((d) => d.code === a.departmentCode);
  return town ? [town.name, department?.name].filter(Boolean).join(', ') : a.municipalityCode;
};

const NOT_FOUND: CustomerNotFound = { kind: 'customer-not-found', message: 'Ese cliente no existe.' };

/** The customers an operator's search finds (name, e-mail, document or phone however typed), newest account first: the
 * console's 50, or the `limit` a command asks for. */
export const listCustomersFor =
  (deps: ConsoleCustomersDeps) =>
  async (
    actor: Actor,
    search: string,
    limit = CUSTOMERS_LISTED,
  ): Promise<Result<readonly CustomerAccount[], Forbidden | InvalidOperatorInput>> => {
    const refused = authorize(actor, 'customers.read');
    if (refused) return err(refused);
    const found = await deps.customerCare.listCustomers(search, limit);
    return found.ok ? found : err(invalidField('search', 'Busca con al menos 3 caracteres.'));
  };

/** One customer's whole record (the `fornido customers show` one) by the e-mail, document or phone that names them,
 * with their gift-credit movements and the accounts they referred. */
export const customerDetailFor =
  (deps: ConsoleCustomersDeps) =>
  async (actor: Actor, key: string): Promise<Result<CustomerDetail, Forbidden | CustomerNotFound>> => {
    const refused = authorize(actor, 'customers.read');
    if (refused) return err(refused);
    const shown = await deps.customerCare.showCustomer(key);
    if (!shown.ok)
      return err(
        shown.error.kind === 'ambiguous-customer'
          ? {
              ...NOT_FOUND,
              message: `Varios clientes comparten "${key.trim()}": búscalo en Clientes y ábrelo de la lista.`,
            }
          : NOT_FOUND,
      );
    const id = shown.value.account.id;
    const [statement, referred] = await Promise.all([
      deps.giftCredit.statement(id, CREDIT_LINES_SHOWN),
      deps.customers.listReferred(id, REFERRED_NAMED),
    ]);
    const addresses = shown.value.addresses.map((a) => ({ ...a, city: cityOf(a) }));
    return ok({ ...shown.value, addresses, creditLines: statement.lines, referred });
  };

/** What an operator typed for an adjustment, or the field that cannot be taken. */
const readAdjustment = (input: { readonly amount: number; readonly reason: string }) => {
  const { amount } = input;
  const reason = input.reason.trim();
  if (!Number.isSafeInteger(amount) || amount === 0 || Math.abs(amount) > MAX_ADJUSTMENT)
    return err(
      invalidField(
        'amount',
        `Escribe el ajuste en pesos enteros, sin puntos: positivo para sumar (5000) o negativo para descontar (-5000), hasta ${formatPesos(MAX_ADJUSTMENT)}.`,
      ),
    );
  if (reason.length < 3 || reason.length > 200)
    return err(invalidField('reason', 'Escribe el motivo del ajuste (de 3 a 200 caracteres).'));
  return ok({ amount: pesos(amount), reason });
};

/** Adds gift credit to a customer (a positive amount) or takes it (negative), with the reason, never below a zero
 * balance: the ledger keeps the line under the operator, and the operators' audit the balance before and after. */
export const adjustCreditAs =
  (deps: ConsoleCustomersDeps) =>
  async (
    actor: Actor,
    input: { readonly email: string; readonly amount: number; readonly reason: string },
  ): Promise<Result<CreditStatement, CreditAdjustmentError>> => {
    const refused = authorize(actor, 'customers.credit');
    if (refused) return err(refused);
    const typed = readAdjustment(input);
    if (!typed.ok) return typed;
    const email = parseEmail(input.email);
    const customer = email.ok ? await deps.customers.findByEmail(email.value) : null;
    if (!customer) return err(NOT_FOUND);
    const before = await deps.giftCredit.balance(customer.id);
    const at = deps.clock.now();
    const { amount, reason } = typed.value;
    const done = await deps.giftCredit.adjust({ customerId: customer.id, amount, reason, actor: actor.name, at });
    if (!done.ok)
      return err({
        kind: 'insufficient-credit',
        message: `El saldo de regalo no puede quedar negativo: ${customer.name} tiene ${formatPesos(before)}.`,
      });
    await deps.audit.record({
      at,
      operatorId: actor.operatorId,
      actor: actor.name,
      action: 'customer.credit-adjusted',
      subject: customer.email,
      before: { balance: before },
      after: { balance: done.value.balance, amount, reason },
    });
    return done;
  };
