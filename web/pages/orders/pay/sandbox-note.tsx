import type { PayOptionView } from '../../../../contract/checkout';

/** Says that a method runs against the store's sandbox (nothing real is charged) and, for a wallet, links the simulated
 * phone where the push is approved and the QR "scanned" (`/sandbox/{method}/`). */
export function SandboxNote({ option }: { option: Pick<PayOptionView, 'method' | 'label' | 'instruments'> }) {
  const wallet = option.instruments.some((k) => k === 'wallet-push' || k === 'wallet-qr');
  return (
    <p className="rounded-lg border border-warn/40 bg-amber-50 p-3 text-sm">
      {`Modo de prueba de la tienda: ${option.label} no cobra dinero real. `}
      {wallet && (
        <a
          href={`/sandbox/${encodeURIComponent(option.method)}/`}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline"
        >
          Abrir el celular de prueba<span className="sr-only"> (se abre en otra pestaña)</span>
        </a>
      )}
    </p>
  );
}
