import type { AccountView } from '../../../contract/account';
import { ResendVerification } from './resend-verification';

/** Whether the account's email is verified: a quiet "Correo verificado", or why to verify it (the guest orders of that
 * email join the account only then) with "Verificar mi correo", which mails a new link. */
export function VerificationNotice({ account }: { account: AccountView }) {
  if (account.emailVerified)
    return (
      <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-ok">
        <svg
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          aria-hidden="true"
        >
          <path d="M5 13l4 4L19 7" />
        </svg>
        Correo verificado
      </p>
    );
  return (
    <section
      aria-labelledby="verificar-titulo"
      className="mt-4 space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="verificar-titulo" className="font-bold">
        Confirma tu correo
      </h2>
      <p className="text-sm">
        {`Te enviamos un enlace a ${account.email}. Ábrelo para confirmar que es tuyo: así verás aquí los pedidos que hiciste como invitado con este correo.`}
      </p>
      <ResendVerification signedIn label="Verificar mi correo" />
    </section>
  );
}
