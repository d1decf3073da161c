import type { SalesFigures } from '../../core/reports/sales-figures';
import { formatPesos } from '../../core/shared/format';

const COLUMNS = ['Pedidos', 'Unidades', 'Ingresos', 'IVA', 'Base'] as const;

/** Sales figures as table rows: each row's name, then orders, units, revenue (IVA included), its IVA and its base. */
export function SalesTable({
  caption,
  keyName,
  rows,
}: {
  caption: string;
  keyName: string;
  rows: readonly { readonly key: string; readonly name: string; readonly figures: SalesFigures }[];
}) {
  return (
    <div className="overflow-x-auto rounded-md bg-white">
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="p-3 text-left font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="p-2">
              {keyName}
            </th>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className="p-2 text-right">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, name, figures: f }) => (
            <tr key={key} className="border-b border-line last:border-0">
              <th scope="row" className="p-2 font-normal whitespace-nowrap">
                {name}
              </th>
              <td className="p-2 text-right">{f.orders}</td>
              <td className="p-2 text-right">{f.units}</td>
              <td className="p-2 text-right">{formatPesos(f.revenue)}</td>
              <td className="p-2 text-right">{formatPesos(f.iva)}</td>
              <td className="p-2 text-right">{formatPesos(f.base)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
