import { useState } from 'react';
import { Link } from 'wouter';
import { FormAlert } from '../../components/forms/form-parts';
import { failureMessage } from '../../components/forms/use-form';
import { accountActionEndpoints } from '../../../contract/account-actions';
import { httpApi } from '../../lib/http-api';
import { signInPath } from '../../../contract/return-path';
import { useHydrated } from '../../lib/use-hydrated';

const linkClass = 'font-semibold text-brand-dark underline hover:text-brand';

/** "Reenviar el enlace": mails the signed-in shopper a new verification link and says where it went; a guest is sent to
 * sign in first (the link goes only to the account's own address). */
export function ResendVerification({ signedIn, label = 'Reenviar el enlace' }: { signedIn: boolean; label?: string }) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  if (!signedIn)
    return (
      <p>
        <Link href={signInPath('/micuenta/')} className={linkClass}>
          Inicia sesión para pedir un enlace nuevo
        </Link>
      </p>
    );
  const send = async () => {
    setBusy(true);
    setAnswer(null);
    try {
      setAnswer({ tone: 'success', text: (await httpApi(accountActionEndpoints).sendVerification()).message });
    } catch (error) {
      setAnswer({ tone: 'error', text: failureMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={() => void send()}
        disabled={busy || !hydrated}
        aria-busy={busy}
        className="inline-flex h-12 items-center rounded-full border-2 border-ink px-6 font-bold hover:border-brand hover:text-brand"
      >
        {busy ? 'Enviando…' : label}
      </button>
      {answer && <FormAlert tone={answer.tone}>{answer.text}</FormAlert>}
    </div>
  );
}
