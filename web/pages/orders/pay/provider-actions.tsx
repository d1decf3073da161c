import { formatPesos } from '../../../../core/shared/format';

/** A payment that continues on the provider's page (a bank through PSE, a hosted checkout, a pay-later form). */
export function RedirectAction({ url, methodLabel }: { url: string; methodLabel: string }) {
  return (
    <div className="space-y-2">
      <h3 className="text-lg font-bold">{`Termina el pago en ${methodLabel}`}</h3>
      <a
        href={url}
        className="inline-flex h-12 w-full items-center justify-center rounded-full bg-brand px-6 font-bold text-white hover:bg-brand-dark sm:w-auto"
      >
        {`Continuar en ${methodLabel}`}
      </a>
      <p className="text-sm text-muted">Al terminar, vuelves a esta página y te mostramos el estado del pago.</p>
    </div>
  );
}

/** A code to pay in cash at a payment network's counter. */
export function VoucherAction({ network, code, amount }: { network: string; code: string; amount: number }) {
  return (
    <div className="space-y-2">
      <h3 className="text-lg font-bold">{`Paga en efectivo en ${network}`}</h3>
      <p>
        {'Di en el punto de pago este código y el valor: '}
        <strong className="text-xl tabular">{code}</strong>
        {', '}
        <strong className="tabular">{formatPesos(amount)}</strong>.
      </p>
    </div>
  );
}
