import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { InvitationLine } from '../components/invitation-notice';
import { Logo } from '../components/logo';
import { stepStatuses, type StepStatus } from '../state/checkout-step-bar';

/** The order the confirmation step shows: its state decides whether "Pago" or "Confirmación" is the step reached. */
type ShownOrder = { readonly number: string; readonly state: string };

const ReportOrder = createContext<(order: ShownOrder) => void>(() => undefined);

/** Tells the step bar the confirmation page's order as it changes (paid while the page is open). */
export const useStepBarOrder = (order: ShownOrder): void => {
  const report = useContext(ReportOrder);
  const { number, state } = order;
  useEffect(() => report({ number, state }), [report, number, state]);
};

function Step({ status }: { status: StepStatus }) {
  const { label, done, current, waiting } = status;
  return (
    <li
      aria-current={current ? 'step' : undefined}
      data-paso={done ? 'hecho' : waiting ? 'pendiente' : current ? 'actual' : 'por-hacer'}
      className={`flex-1 whitespace-nowrap border-t-4 pt-1 text-center font-semibold ${
        waiting ? 'border-warn text-ink' : done || current ? 'border-brand text-ink' : 'border-line text-muted'
      }`}
    >
      {waiting ? `${label} pendiente` : label}
      {done && <span className="sr-only"> (hecho)</span>}
    </li>
  );
}

type Props = {
  readonly step: number;
  /** The order of the confirmation step, as loaded; null on the other steps. */
  readonly order?: ShownOrder | null;
  readonly children: ReactNode;
};

/** The checkout's minimal frame: logo, step indicator, an invited buyer's reminder of who invited them (before the
 * order is placed), and nothing that leads away from the purchase. */
export function CheckoutLayout({ step, order = null, children }: Props) {
  const [reported, setReported] = useState<ShownOrder | null>(null);
  // What the page reported counts only for the order it was about: another order starts from its loaded state.
  const state = reported && reported.number === order?.number ? reported.state : (order?.state ?? null);
  return (
    <ReportOrder.Provider value={setReported}>
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between px-4 py-3">
          <Link href="/" aria-label="Fornido, volver a la tienda">
            <Logo />
          </Link>
          <span className="text-xs font-medium text-muted">Compra segura</span>
        </div>
        <ol aria-label="Pasos de la compra" className="mx-auto flex max-w-3xl gap-1 overflow-x-auto px-4 pb-3 text-xs">
          {stepStatuses(step, state).map((s) => (
            <Step key={s.label} status={s} />
          ))}
        </ol>
      </header>
      <main id="contenido" className="mx-auto w-full max-w-3xl flex-1 px-4 py-6">
        {order === null && <InvitationLine />}
        {children}
      </main>
    </ReportOrder.Provider>
  );
}
