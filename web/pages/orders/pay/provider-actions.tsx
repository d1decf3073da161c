/** A payment that continues on the provider's page (a bank through PSE, a hosted checkout, a pay-later form). */
export function RedirectAction({ url, payAt }: { url: string; payAt: string }) {
  return (
    <div className="space-y-2">
      <h3 className="text-lg font-bold">{`Termina el pago en ${payAt}`}</h3>
      <a
        href={url}
        className="inline-flex h-12 w-full items-center justify-center rounded-full bg-brand px-6 font-bold text-white hover:bg-brand-dark sm:w-auto"
      >
        {`Continuar en ${payAt}`}
      </a>
      <p className="text-sm text-muted">Al terminar, vuelves a esta página y te mostramos el estado del pago.</p>
    </div>
  );
}
