import type { OrderHappeningType } from '../../core/events/ports';
import { METRIC_NAMES, type MetricName, type Rating } from '../../core/vitals/metrics';
import type { VitalsRow } from '../../core/vitals/report-vitals';

/** What happened to an order, as the console names an order event. */
export const HAPPENING_LABELS: ReadonlyMap<OrderHappeningType, string> = new Map<OrderHappeningType, string>([
  ['placed', 'pedido hecho'],
  ['payment-approved', 'pago aprobado'],
  ['payment-rejected', 'pago rechazado'],
  ['payment-expired', 'pago vencido'],
  ['voucher-issued', 'código de pago en efectivo'],
  ['preparing', 'en preparación'],
  ['shipped', 'enviado'],
  ['delivered', 'entregado'],
  ['cancelled', 'cancelado'],
  ['expired', 'vencido'],
  ['reversed', 'reversado'],
  ['claimed', 'unido a una cuenta'],
]);

const RATING_LABELS: ReadonlyMap<Rating, string> = new Map<Rating, string>([
  ['good', 'bueno'],
  ['needs-improvement', 'por mejorar'],
  ['poor', 'malo'],
]);

/** A metric's p75 as operators read it: milliseconds for timings, the unitless score for CLS. */
const shown = (metric: MetricName, value: number) =>
  metric === 'CLS' ? value.toFixed(3).replace('.', ',') : `${Math.round(value).toLocaleString('es-CO')} ms`;

/** The shoppers' web vitals: one row per page, the p75 of each metric with its rating by Google's thresholds. */
export function VitalsTable({ rows }: { rows: readonly VitalsRow[] }) {
  const pages = [...new Set(rows.map((r) => r.page))];
  const cell = new Map(rows.map((r) => [`${r.page} ${r.metric}`, r]));
  return (
    <div className="overflow-x-auto rounded-md bg-white">
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="p-3 text-left font-semibold">
          Experiencia de los compradores: percentil 75 por página, últimos 28 días
        </caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="p-2">
              Página
            </th>
            {METRIC_NAMES.map((m) => (
              <th key={m} scope="col" className="p-2">
                {m}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {pages.length === 0 && (
            <tr>
              <td colSpan={METRIC_NAMES.length + 1} className="p-2 text-muted">
                Aún no hay mediciones de los navegadores de los compradores.
              </td>
            </tr>
          )}
          {pages.map((page) => (
            <tr key={page} className="border-b border-line last:border-0">
              <th scope="row" className="p-2 font-mono text-xs font-normal">
                {page}
              </th>
              {METRIC_NAMES.map((m) => {
                const r = cell.get(`${page} ${m}`);
                return (
                  <td key={m} className="p-2">
                    {r ? `${shown(m, r.p75)} (${RATING_LABELS.get(r.rating)})` : '–'}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
