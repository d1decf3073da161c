import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Logo } from '../components/logo';

export const CHECKOUT_STEPS = ['Carrito', 'Datos', 'Envío', 'Pago', 'Confirmación'] as const;

/** The checkout's minimal frame: logo, step indicator and nothing that leads away from the purchase. */
export function CheckoutLayout({ step, children }: { step: number; children: ReactNode }) {
  return (
    <>
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between px-4 py-3">
          <Link href="/" aria-label="Fornido, volver a la tienda">
            <Logo />
          </Link>
          <span className="text-xs font-medium text-muted">Compra segura</span>
        </div>
        <ol aria-label="Pasos de la compra" className="mx-auto flex max-w-3xl gap-1 overflow-x-auto px-4 pb-3 text-xs">
          {CHECKOUT_STEPS.map((label, i) => (
            <li
              key={label}
              aria-current={i === step ? 'step' : undefined}
              className={`flex-1 whitespace-nowrap border-t-4 pt-1 text-center font-semibold ${i <= step ? 'border-brand text-ink' : 'border-line text-muted'}`}
            >
              {label}
            </li>
          ))}
        </ol>
      </header>
      <main id="contenido" className="mx-auto w-full max-w-3xl flex-1 px-4 py-6">
        {children}
      </main>
    </>
  );
}
