import { useState, type FormEvent } from 'react';
import type { SheetError } from '../../../core/catalog/catalogue-sheet';
import type { ImportReport } from '../../../core/catalog/import-catalogue';
import { catalogueApi } from '../catalogue-api';
import { Button, FormError, Table } from '../controls';
import { ConsolePage } from '../layout';
import { useSession } from '../session';
import { CatalogueNav } from './catalogue-nav';

const STATUS = new Map([
  ['created', 'nuevo'],
  ['changed', 'cambia'],
] as const);
const KIND = new Map([
  ['product', 'Producto'],
  ['variant', 'Presentación'],
] as const);

/** Saves a text as a file the browser downloads. */
const download = (name: string, text: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
};

/** What an import did, or would do: every product and variant it creates or changes, field by field. */
function Report({ report }: { report: ImportReport }) {
  const changes = report.outcomes.filter((o) => o.status !== 'unchanged');
  const unchanged = report.outcomes.length - changes.length;
  return (
    <section aria-labelledby="resultado" className="flex flex-col gap-2 rounded-md bg-white p-4">
      <h2 id="resultado" className="text-lg font-bold">
        {report.written ? 'Cambios aplicados' : 'Prueba: nada se ha cambiado aún'}
      </h2>
      {changes.length === 0 ? (
        <p>Sin cambios: el archivo dice lo mismo que el catálogo ({unchanged} sin cambios).</p>
      ) : (
        <>
          <p>
            {changes.length} cambios · {unchanged} sin cambios
          </p>
          <Table caption="Cambios del archivo" hidden columns={['Línea', 'Qué', 'Cambio']}>
            {changes.map((o) => (
              <tr key={`${o.kind}:${o.subject}`} className="border-b border-line last:border-0">
                <td className="p-3 tabular-nums">{o.line}</td>
                <th scope="row" className="p-3 font-normal">
                  {KIND.get(o.kind)} <span className="font-mono">{o.subject}</span> (
                  {STATUS.get(o.status as 'created' | 'changed')})
                </th>
                <td className="p-3">
                  {o.status === 'changed'
                    ? o.fields.map((f) => `${f.column} ${f.before || '—'} → ${f.after || '—'}`).join('; ')
                    : '—'}
                </td>
              </tr>
            ))}
          </Table>
        </>
      )}
    </section>
  );
}

/** Every problem of a file, by line and column. */
function Problems({ errors }: { errors: readonly SheetError[] }) {
  return (
    <Table caption="Problemas del archivo" columns={['Línea', 'Columna', 'Problema']}>
      {errors.map((e, i) => (
        <tr key={i} className="border-b border-line last:border-0">
          <td className="p-3 tabular-nums">{e.line}</td>
          <td className="p-3 font-mono">{e.column ?? '—'}</td>
          <td className="p-3">{e.message}</td>
        </tr>
      ))}
    </Table>
  );
}

/** The catalogue as the CLI's CSV file: downloaded whole; uploaded, tried first (every change and every problem listed),
 * then applied, and only if every line is valid. */
export function CatalogueFilePage() {
  const { can } = useSession();
  const [csv, setCsv] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [problems, setProblems] = useState<readonly SheetError[]>([]);
  const [error, setError] = useState<string | null>(null);
  const exportFile = async () => {
    const result = await catalogueApi.exportCatalogue();
    if (!result.ok) return setError(result.error.message);
    download('catalogo-fornido.csv', result.value.csv);
  };
  const run = async (text: string, dryRun: boolean) => {
    const result = await catalogueApi.importCatalogue({ csv: text, dryRun });
    setReport(result.ok ? result.value : null);
    setProblems(!result.ok && result.error.kind === 'invalid-file' ? result.error.errors : []);
    setError(result.ok ? null : result.error.message);
    if (result.ok && result.value.written) setCsv(null);
  };
  const tryFile = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get('csv');
    if (!(file instanceof File) || file.size === 0) return setError('Elige el archivo CSV del catálogo.');
    const text = await file.text();
    setCsv(text);
    await run(text, true);
  };
  const pending = report && !report.written && report.outcomes.some((o) => o.status !== 'unchanged');
  return (
    <ConsolePage title="Archivo CSV del catálogo">
      <CatalogueNav />
      <section aria-labelledby="descargar" className="flex flex-col gap-2 rounded-md bg-white p-4">
        <h2 id="descargar" className="text-lg font-bold">
          Descargar
        </h2>
        <p>Todo el catálogo, una línea por presentación, en el mismo formato que `fornido catalog export`.</p>
        <div>
          <Button kind="quiet" onClick={() => void exportFile()}>
            Descargar CSV
          </Button>
        </div>
      </section>
      {can('catalogue.write') && (
        <form onSubmit={(e) => void tryFile(e)} className="flex flex-col gap-2 rounded-md bg-white p-4" noValidate>
          <label htmlFor="archivo-csv" className="text-lg font-bold">
            Subir un archivo CSV
          </label>
          <p>
            Primero se prueba: verás cada cambio y cada problema. Nada se escribe si alguna línea tiene un problema.
          </p>
          <input id="archivo-csv" name="csv" type="file" accept=".csv,text/csv" className="min-h-11" />
          <div>
            <Button type="submit">Probar el archivo</Button>
          </div>
        </form>
      )}
      <FormError message={error} />
      {problems.length > 0 && <Problems errors={problems} />}
      {report && <Report report={report} />}
      {pending && csv && (
        <div>
          <Button onClick={() => void run(csv, false)}>Aplicar los cambios</Button>
        </div>
      )}
    </ConsolePage>
  );
}
