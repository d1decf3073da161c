import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { AsJson } from '../../../contract/endpoint';
import type { MonthSales } from '../../../core/reports/report-sales';
import type { ReportSection } from '../../../core/reports/sales-csv';
import { ivaSummary, type SalesFigures } from '../../../core/reports/sales-figures';
import { formatPesos } from '../../../core/shared/format';
import { adminReportEndpoints } from '../../../contract/admin-reports';
import { queryOf } from '../../../contract/endpoint';
import { httpAsk } from '../../lib/http-api';
import { BarChart, type Bar } from '../bar-chart';
import { Button, fieldsOf, FormError } from '../controls';
import { bogotaMonth, dayName, monthName, shortDate } from '../dates';
import { ConsolePage } from '../layout';
import { methodLabel } from '../payment-labels';
import { SalesTable } from '../sales-table';

const reportsApi = httpAsk(adminReportEndpoints);

type Row = { readonly key: string; readonly name: string; readonly figures: SalesFigures };

/** The address of one section's CSV for a month (the same file as `fornido reports sales --csv`, cut to the section). */
const csvHref = (month: string, section: ReportSection) =>
  `${adminReportEndpoints.salesCsv.path}${queryOf({ month, section })}`;

const percent = (rate: number) => `${Math.round(rate * 100)} %`;

/** One part of the report: its title, its chart (none without rows), its table and its CSV. */
function Part(props: {
  id: ReportSection;
  title: string;
  month: string;
  chart: { readonly title: string; readonly bars: readonly Bar[] };
  table: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`informe-${props.id}`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`informe-${props.id}`} className="text-xl font-bold">
          {props.title}
        </h2>
        <a
          href={csvHref(props.month, props.id)}
          download
          className="min-h-11 rounded-md border border-line bg-white px-4 py-2 font-semibold"
        >
          Descargar CSV<span className="sr-only">: {props.title.toLowerCase()}</span>
        </a>
      </div>
      {props.chart.bars.length > 0 && (
        <div className="rounded-md bg-white p-3">
          <BarChart title={props.chart.title} bars={props.chart.bars} format={formatPesos} table={props.table} />
        </div>
      )}
      {props.children}
    </section>
  );
}

/** A sales part: the chart of each row's revenue and the table of its figures. */
function SalesPart(props: { id: ReportSection; title: string; keyName: string; month: string; rows: readonly Row[] }) {
  const table = `${props.title}, ${monthName(props.month)}`;
  const bars = props.rows.map((r) => ({ label: r.name, value: r.figures.revenue }));
  return (
    <Part
      id={props.id}
      title={props.title}
      month={props.month}
      table={table}
      chart={{ title: `Ingresos: ${table}`, bars }}
    >
      {props.rows.length === 0 ? (
        <p className="text-muted">No hubo ventas este mes.</p>
      ) : (
        <SalesTable caption={table} keyName={props.keyName} rows={props.rows} />
      )}
    </Part>
  );
}

function IvaPart({ report }: { report: AsJson<MonthSales> }) {
  const iva = ivaSummary(report.ivaRates);
  const table = `Resumen de IVA, ${monthName(report.month)}`;
  const bars = iva.rates.map((r) => ({ label: `IVA ${percent(r.rate)}`, value: r.iva }));
  const cells = (x: { base: number; iva: number; gross: number }) =>
    [x.base, x.iva, x.gross].map((v, i) => (
      <td key={i} className="p-2 text-right">
        {formatPesos(v)}
      </td>
    ));
  return (
    <Part
      id="iva"
      title="Resumen de IVA"
      month={report.month}
      table={table}
      chart={{ title: `IVA por tarifa, ${monthName(report.month)}`, bars }}
    >
      <div className="overflow-x-auto rounded-md bg-white">
        <table className="w-full text-left text-sm tabular-nums">
          <caption className="p-3 text-left font-semibold">{table}</caption>
          <thead>
            <tr className="border-b border-line">
              {['Tarifa', 'Base', 'IVA', 'Total con IVA'].map((c, i) => (
                <th key={c} scope="col" className={`p-2 ${i > 0 ? 'text-right' : ''}`}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {iva.rates.map((r) => (
              <tr key={r.rate} className="border-b border-line">
                <th scope="row" className="p-2 font-normal">
                  {percent(r.rate)}
                </th>
                {cells(r)}
              </tr>
            ))}
            <tr className="font-semibold">
              <th scope="row" className="p-2">
                Total
              </th>
              {cells(iva.total)}
            </tr>
          </tbody>
        </table>
      </div>
    </Part>
  );
}

/** The month's sales: per day, payment method, category and city, and its IVA summary, each as a chart, a table and a
 * CSV to download. */
export function ReportsPage() {
  const [month, setMonth] = useState(bogotaMonth);
  const [report, setReport] = useState<AsJson<MonthSales> | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let shown = true;
    void reportsApi.salesReport({ month }).then((r) => {
      if (!shown) return;
      setError(r.ok ? null : r.error.message);
      setReport(r.ok ? r.value : null);
    });
    return () => {
      shown = false;
    };
  }, [month]);
  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMonth(fieldsOf(event.currentTarget).month ?? '');
  };
  const t = report?.total;
  return (
    <ConsolePage title="Informes">
      <form onSubmit={choose} className="flex flex-wrap items-end gap-2" noValidate>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Mes
          <input
            type="month"
            name="month"
            defaultValue={month}
            className="min-h-11 rounded-md border border-line bg-white px-3 text-base font-normal"
          />
        </label>
        <Button type="submit">Ver informe</Button>
      </form>
      <FormError message={error} />
      {report && t && (
        <>
          <p>
            Ventas de {monthName(report.month)} (pedidos pagados, en preparación, enviados y entregados; días de Bogotá)
            {report.complete ? '.' : `, hasta ${shortDate(report.asOf)}: el mes no ha terminado.`}
          </p>
          <SalesTable
            caption={`Total de ${monthName(report.month)}`}
            keyName="Mes"
            rows={[{ key: report.month, name: monthName(report.month), figures: t }]}
          />
          <p className="text-sm">
            Envíos {formatPesos(t.shipping)} · recargo de contraentrega {formatPesos(t.codSurcharge)} · crédito de
            regalo aplicado {formatPesos(t.giftCredit)} · cobrado en total {formatPesos(t.charged)}
          </p>
          <SalesPart
            id="day"
            title="Ventas por día"
            keyName="Día"
            month={report.month}
            rows={report.days.map((d) => ({ key: d.date, name: dayName(d.date), figures: d }))}
          />
          <SalesPart
            id="method"
            title="Ventas por medio de pago"
            keyName="Medio de pago"
            month={report.month}
            rows={report.methods.map((m) => ({
              key: m.method,
              name: methodLabel(m.method),
              figures: m,
            }))}
          />
          <SalesPart
            id="category"
            title="Ventas por categoría"
            keyName="Categoría"
            month={report.month}
            rows={report.categories.map((c) => ({ key: c.category, name: c.category, figures: c }))}
          />
          <SalesPart
            id="city"
            title="Ventas por ciudad"
            keyName="Ciudad"
            month={report.month}
            rows={report.cities.map((c) => ({ key: c.code, name: `${c.city} (${c.department})`, figures: c }))}
          />
          <IvaPart report={report} />
        </>
      )}
    </ConsolePage>
  );
}
