import { useRef, useState } from 'react';
import { FormAlert } from '../../components/forms/form-parts';
import { failureMessage } from '../../components/forms/use-form';
import type { AddressView } from '../../../contract/account';
import { accountEditEndpoints } from '../../../contract/account-edits';
import { httpApi } from '../../lib/http-api';
import { showFirstProblem } from '../../lib/forms/show-problem';
import { useHydrated } from '../../lib/use-hydrated';
import { setAccount } from '../../state/account';
import { AddressForm } from './address-form';

const button = 'min-h-11 rounded-full border border-line px-4 text-sm font-semibold hover:border-brand';

/** The saved delivery addresses, each editable and removable (after a confirmation), and the form to add one. */
export function AddressesSection({ addresses }: { addresses: readonly AddressView[] }) {
  const [editing, setEditing] = useState<AddressView | 'new' | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const hydrated = useHydrated();
  const section = useRef<HTMLDivElement>(null);
  const remove = async (id: string) => {
    setError(null);
    try {
      setAccount((await httpApi(accountEditEndpoints).deleteAddress({ id })).account);
      setConfirming(null);
    } catch (e) {
      setError(failureMessage(e));
      // The message is drawn above the list, far from the button of an address low in it.
      showFirstProblem(section.current);
    }
  };
  return (
    <div ref={section} className="space-y-4">
      {error && <FormAlert tone="error">{error}</FormAlert>}
      {addresses.length === 0 && editing === null && (
        <p>Aún no tienes direcciones guardadas. Guarda una para no escribirla en cada compra.</p>
      )}
      <ul className="space-y-3">
        {addresses.map((a) => (
          <li key={a.id} className="rounded-lg border border-line p-3">
            <p className="font-semibold">
              {a.label}
              {a.isDefault && (
                <span className="ml-2 rounded bg-ink px-1.5 py-0.5 text-xs font-bold text-white">Principal</span>
              )}
            </p>
            <p className="text-sm">{a.recipient}</p>
            <p className="text-sm">{[a.line1, a.line2].filter(Boolean).join(', ')}</p>
            <p className="text-sm">{`${a.municipalityName}, ${a.departmentName}`}</p>
            <p className="text-sm text-muted">{`Celular: ${a.phone}`}</p>
            {confirming === a.id ? (
              <div
                className="mt-2 flex flex-wrap items-center gap-2"
                role="group"
                aria-label={`Eliminar la dirección ${a.label}`}
              >
                <span className="text-sm font-semibold">¿Eliminar esta dirección?</span>
                <button
                  type="button"
                  onClick={() => void remove(a.id)}
                  className={`${button} bg-brand-dark text-white`}
                >
                  Sí, eliminar
                </button>
                <button type="button" onClick={() => setConfirming(null)} className={button}>
                  No
                </button>
              </div>
            ) : (
              <div className="mt-2 flex gap-2">
                <button type="button" onClick={() => setEditing(a)} className={button}>
                  Editar<span className="sr-only">{` ${a.label}`}</span>
                </button>
                <button type="button" onClick={() => setConfirming(a.id)} className={button}>
                  Eliminar<span className="sr-only">{` ${a.label}`}</span>
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {editing !== null ? (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <button
          type="button"
          onClick={() => setEditing('new')}
          disabled={!hydrated}
          className="inline-flex h-12 items-center rounded-full border-2 border-ink px-6 font-bold hover:border-brand hover:text-brand"
        >
          Agregar dirección
        </button>
      )}
    </div>
  );
}
