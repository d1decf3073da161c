// wouter imports React's useSyncExternalStore through the `use-sync-external-store` shim, written for React before 18;
// React 19 has it, so the build points the shim here (vite.config.ts) and its fallback never ships.
export { useSyncExternalStore } from 'react';
