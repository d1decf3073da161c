import { Link } from 'wouter';
import { FormAlert } from '../../components/forms/form-parts';
import type { EmailVerificationOutcome } from '../../../contract/store-api';
import type { AccountView } from '../../../contract/account';
import { AuthFrame } from './auth-frame';
import { ResendVerification } from './resend-verification';

const primary = 'inline-flex h-12 items-center rounded-full bg-brand px-6 font-bold text-white hover:bg-brand-dark';
const secondary = 'font-semibold text-brand-dark underline hover:text-brand';

/** Where the link of the verification mail lands: the email confirmed (and the guest orders now in the account), or
 * why the link did not work, with the way to a new one. */
export function VerifyEmailPage({
  outcome,
  account,
}: {
  outcome: EmailVerificationOutcome;
  account: AccountView | null;
}) {
  if (outcome.ok)
    return (
      <AuthFrame title="Correo confirmado">
        <div className="space-y-4">
          <FormAlert tone="success">{outcome.message}</FormAlert>
          <p>
            <Link href="/micuenta/pedidos/" className={primary}>
              Ver mis pedidos
            </Link>
          </p>
          <p>
            <Link href="/micuenta/" className={secondary}>
              Ir a mi cuenta
            </Link>
          </p>
        </div>
      </AuthFrame>
    );
  // A used link usually means the email was verified already (perhaps from another device): say so rather than fail.
  if (account?.emailVerified)
    return (
      <AuthFrame title="Tu correo ya está confirmado">
        <div className="space-y-4">
          <FormAlert tone="success">{`Tu correo ${account.email} ya está confirmado: este enlace ya no hace falta.`}</FormAlert>
          <p>
            <Link href="/micuenta/pedidos/" className={primary}>
              Ver mis pedidos
            </Link>
          </p>
        </div>
      </AuthFrame>
    );
  return (
    <AuthFrame title="No pudimos confirmar tu correo">
      <div className="space-y-4">
        <FormAlert tone="error">{outcome.error.message}</FormAlert>
        <ResendVerification signedIn={account !== null} />
      </div>
    </AuthFrame>
  );
}
