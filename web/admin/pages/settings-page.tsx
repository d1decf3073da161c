import { useEffect, useState } from 'react';
import type { PolicySetting } from '../../../core/policy/policy-settings';
import { adminApi } from '../api';
import { FormError } from '../controls';
import { ConsolePage } from '../layout';

/** The store's rules in use, read-only, each with the variable that sets it and where its value came from. */
export function SettingsPage() {
  const [settings, setSettings] = useState<readonly PolicySetting[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void adminApi.settings().then((r) => (r.ok ? setSettings(r.value) : setError(r.error.message)));
  }, []);
  return (
    <ConsolePage title="Ajustes">
      <FormError message={error} />
      <p>
        Las reglas de la tienda se cambian con variables de entorno y un reinicio; aquí ves las que están en uso. Las
        que no se configuraron tienen el valor de la política de la tienda.
      </p>
      <div className="overflow-x-auto rounded-md bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Reglas de la tienda</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="p-3">
                Regla
              </th>
              <th scope="col" className="p-3">
                Valor
              </th>
              <th scope="col" className="p-3">
                Variable
              </th>
              <th scope="col" className="p-3">
                Origen
              </th>
            </tr>
          </thead>
          <tbody>
            {settings.map((s) => (
              <tr key={s.variable} className="border-b border-line last:border-0">
                <th scope="row" className="p-3 font-normal">
                  {s.label}
                </th>
                <td className="p-3 font-semibold tabular-nums">{s.value}</td>
                <td className="p-3 font-mono text-xs">{s.variable}</td>
                <td className="p-3">{s.source === 'environment' ? 'Variable de entorno' : 'Valor por defecto'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ConsolePage>
  );
}
