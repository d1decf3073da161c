import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { dismissToast, toastStore } from '../state/toast';
import { island } from '../lib/island';

const SHOWN_MS = 6000;

/**
 * The live region for cart and account messages. It is always in the page, empty until a message comes, so
 * screen readers announce each new one; short ones go away by themselves, sticky ones wait to be closed.
 */
function ToastRegion() {
  const { toast } = useSnapshot(toastStore);
  useEffect(() => {
    if (!toast || toast.sticky) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);
  return (
    <div
      role="status"
      aria-live="polite"
      // Above any bar fixed at the bottom of the screen, never over it (ABOVE_BARS in web/lib/bottom-bars.ts).
      data-sobre-barras=""
      className="pointer-events-none fixed inset-x-0 bottom-[calc(1rem+var(--bottom-bars,0px))] z-50 flex justify-center px-4"
    >
      {toast && (
        <div
          className={`pointer-events-auto flex max-w-md items-start gap-3 rounded-xl px-4 py-3 text-sm font-medium shadow-lg ${
            toast.tone === 'error' ? 'bg-brand-dark text-white' : 'bg-ink text-white'
          }`}
        >
          <p className="flex-1">{toast.message}</p>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            className="-m-1 rounded p-1 font-bold"
            aria-label="Cerrar mensaje"
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}

/** The toaster, an island alive as soon as the shopper uses the page. */
export const Toaster = island('toaster', ToastRegion);
