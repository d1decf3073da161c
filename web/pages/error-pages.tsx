import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { SearchBox } from '../components/search-box';
import { navigationStore } from '../state/navigation';

/** The 404 page: says so plainly (with what was not found, when it is not a page) and offers the way home and a search. */
export function NotFoundPage({ message }: { message?: string }) {
  return (
    <Problem
      title="No encontramos esta página"
      text={message ?? 'Puede que el enlace esté mal escrito o que el producto ya no esté disponible.'}
      search
    />
  );
}

/** Any other error (and `/error/`): its message, or "Error", and the way home; `title` says what went wrong when known. */
export function ErrorPage({ message, title = 'Algo salió mal' }: { message: string; title?: string | undefined }) {
  return <Problem title={title} text={message || 'Error'} search={false} />;
}

/** Shown only if a redirect could not happen by itself: the link to where the page lives. */
export function RedirectPage({ to }: { to: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-extrabold">Esta página está en otra dirección</h1>
      <Link
        href={to}
        className="mt-6 inline-flex h-12 items-center rounded-full bg-brand px-6 font-bold text-white hover:bg-brand-dark"
      >
        Continuar
      </Link>
    </div>
  );
}

/** An error page reached by a move within the store (not the page first loaded) opens at the top of the screen with
 * its heading focused: the shopper, and their screen reader, start from what went wrong, not from where they had
 * scrolled the page they left. */
function Problem({ title, text, search }: { title: string; text: string; search: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (navigationStore.failures === 0) return;
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-extrabold focus:outline-none">
        {title}
      </h1>
      <p className="mt-3 text-muted">{text}</p>
      {search && (
        <div className="mt-6">
          <SearchBox id="buscar-error" />
        </div>
      )}
      <Link
        href="/"
        className="mt-6 inline-flex h-12 items-center rounded-full bg-brand px-6 font-bold text-white hover:bg-brand-dark"
      >
        Volver al inicio
      </Link>
    </div>
  );
}
