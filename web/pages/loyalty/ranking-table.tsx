import type { RankingTableRow } from '../../../core/loyalty/view-ranking';
import { formatNumber } from '../../lib/format';

/** The month's top customers: position (shared by ties), alias, level and points; the shopper's own row stands out. */
export function RankingTable({ rows, month }: { rows: readonly RankingTableRow[]; month: string }) {
  return (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{`Clientes con más puntos en ${month}`}</caption>
        <thead>
          <tr className="border-b-2 border-ink text-sm">
            <th scope="col" className="py-2 pr-3">
              Puesto
            </th>
            <th scope="col" className="py-2 pr-3">
              Cliente
            </th>
            <th scope="col" className="py-2 pr-3">
              Nivel
            </th>
            <th scope="col" className="py-2 text-right">
              Puntos
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr
              key={index}
              className={`border-b border-line ${row.mine ? 'bg-red-50 font-bold' : ''}`}
              data-mia={row.mine ? '' : undefined}
            >
              <td className="py-2 pr-3 tabular">{row.position}</td>
              <th scope="row" className="py-2 pr-3 font-semibold">
                {row.alias}
                {row.mine && <span className="ml-2 rounded-full bg-brand px-2 py-0.5 text-xs text-white">Tú</span>}
              </th>
              <td className="py-2 pr-3">{row.level}</td>
              <td className="py-2 text-right tabular">{formatNumber(row.points)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
