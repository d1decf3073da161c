import { formatPesos } from '../../../core/shared/format';

/** "Usar mi saldo de regalo": the signed-in shopper's credit, applied to the products (never to shipping) when ticked;
 * the server prices it and the summary shows the discount. Nothing is shown without a balance. */
export function GiftCreditChoice({
  balance,
  applied,
  checked,
  busy,
  onChange,
}: {
  balance: number | null;
  applied: number;
  checked: boolean;
  busy: boolean;
  onChange: (use: boolean) => void;
}) {
  if (balance === null || balance <= 0) return null;
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border-2 border-line p-4 has-[:checked]:border-brand">
      <input
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-brand"
        checked={checked}
        disabled={busy}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      <span>
        <span className="block font-bold">Usar mi saldo de regalo</span>
        <span className="block text-sm text-muted">
          {checked && applied > 0
            ? `Se descuentan ${formatPesos(applied)} de tus productos${applied < balance ? ` (te quedan ${formatPesos(balance - applied)})` : ''}.`
            : `Tienes ${formatPesos(balance)} para descontar de tus productos (no cubre el envío).`}
        </span>
      </span>
    </label>
  );
}
