import { ErrorPage } from './error-pages';

/**
 * The error page shown in place of a page whose code or data did not arrive, with "Reintentar", which loads the
 * page again in full. Its code comes with the store's own (a static import), so it shows even when no chunk arrives.
 */
export function RetryPage({ message }: { message: string }) {
  return (
    <div className="pb-16">
      <ErrorPage message={message} />
      {/* Drawn under the error page's own way home, which ends in its bottom padding. */}
      <p className="-mt-10 text-center">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex h-12 items-center rounded-full border-2 border-brand px-6 font-bold text-brand hover:bg-brand hover:text-white"
        >
          Reintentar
        </button>
      </p>
    </div>
  );
}
