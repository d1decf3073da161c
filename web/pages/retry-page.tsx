import { useSnapshot } from 'valtio';
import { navigationStore, retryFailedMove } from '../state/navigation';
import { ErrorPage } from './error-pages';

/**
 * The error page shown in place of a page whose code or data did not arrive — "Sin conexión" when the store could not
 * be reached — with "Reintentar", which makes the same move again. Its code comes with the store's own (a static
 * import), so it shows even when no chunk arrives.
 */
export function RetryPage({ message }: { message: string }) {
  const { offline } = useSnapshot(navigationStore);
  return (
    <div className="pb-16">
      <ErrorPage message={message} title={offline ? 'Sin conexión' : undefined} />
      {/* Drawn under the error page's own way home, which ends in its bottom padding. */}
      <p className="-mt-10 text-center">
        <button
          type="button"
          onClick={retryFailedMove}
          className="inline-flex h-12 items-center rounded-full border-2 border-brand px-6 font-bold text-brand hover:bg-brand hover:text-white"
        >
          Reintentar
        </button>
      </p>
    </div>
  );
}
