import { useSnapshot } from 'valtio';
import { navigationStore } from '../state/navigation';

/** A thin bar across the top while a move between pages takes longer than 200 ms (none for a quicker one). */
export function LoadingBar() {
  const { slow } = useSnapshot(navigationStore);
  if (!slow) return null;
  return (
    <div
      role="progressbar"
      aria-label="Cargando la página"
      className="loading-bar fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand/20"
    />
  );
}
