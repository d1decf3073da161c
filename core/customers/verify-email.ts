import { formatMinutes } from '../shared/format';
import { err, ok, type Result } from '../shared/result';
import type { Clock, Logger } from '../shared/ports';
import type { VerifyTokenError } from './account-errors';
import { VERIFY_TOKEN_MINUTES } from './account-rules';
import type { CustomerStore, EmailVerificationStore, Secrets, TokenState } from './ports';

export type VerifyEmailDeps = {
  readonly customers: CustomerStore;
  readonly verifications: EmailVerificationStore;
  readonly secrets: Secrets;
  readonly clock: Clock;
  readonly logger: Logger;
};

const TOKEN_ERRORS: ReadonlyMap<Exclude<TokenState['state'], 'valid'>, VerifyTokenError> = new Map([
  [
    'unknown',
    {
      kind: 'verify-token-invalid',
      message: 'El enlace para confirmar tu correo no es válido. Revisa que esté completo o pide uno nuevo.',
    },
  ],
  [
    'expired',
    {
      kind: 'verify-token-expired',
      message: `El enlace para confirmar tu correo venció: dura ${formatMinutes(VERIFY_TOKEN_MINUTES)}. Pide uno nuevo.`,
    },
  ],
  [
    'used',
    {
      kind: 'verify-token-used',
      message: 'Este enlace ya se usó. Si tu correo aún no aparece verificado en tu cuenta, pide un enlace nuevo.',
    },
  ],
] as const);

const refusal = (state: Exclude<TokenState['state'], 'valid'>): VerifyTokenError => TOKEN_ERRORS.get(state)!;

export type EmailVerified = {
  readonly email: string;
  /** The numbers of the guest orders this verification attached to the account. */
  readonly claimedOrders: readonly string[];
  readonly message: string;
};

export type VerifyEmailError = VerifyTokenError;
export type VerifyEmailErrorKind = VerifyEmailError['kind'];

const doneMessage = (claimed: number): string => {
  if (claimed === 0) return 'Listo: confirmamos tu correo.';
  return claimed === 1
    ? 'Listo: confirmamos tu correo. El pedido que hiciste como invitado ya está en tu cuenta.'
    : `Listo: confirmamos tu correo. Los ${claimed} pedidos que hiciste como invitado ya están en tu cuenta.`;
};

/** Verifies a customer's email with the token mailed to it: the token must be known, unexpired and unused (used up
 * atomically). Only then — the shopper proved the mailbox is theirs — are the guest orders placed with that email
 * attached to the account, in the same transaction. Nobody claims orders by typing an email. */
export const verifyEmail =
  (deps: VerifyEmailDeps) =>
  async (input: { readonly token: string }): Promise<Result<EmailVerified, VerifyEmailError>> => {
    const tokenHash = deps.secrets.hashToken(input.token);
    const seen = await deps.verifications.inspect(tokenHash, deps.clock.now());
    if (seen.state !== 'valid') return err(refusal(seen.state));
    const customer = await deps.customers.findById(seen.customerId);
    if (!customer) return err(refusal('unknown'));
    const confirmed = await deps.verifications.confirm(tokenHash, customer.email, deps.clock.now());
    if (confirmed.state !== 'valid') return err(refusal(confirmed.state));
    deps.logger.info(
      { customerId: customer.id, claimedOrders: confirmed.claimedOrders },
      'email verified; guest orders claimed',
    );
    return ok({
      email: customer.email,
      claimedOrders: confirmed.claimedOrders,
      message: doneMessage(confirmed.claimedOrders.length),
    });
  };
