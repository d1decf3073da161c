import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A checkout step's h1. When the step's content appears after a navigation, focus moves to it, so a screen reader
 * announces the new step and the keyboard starts from the top of it.
 */
export function StepHeading({ ready, children }: { ready: boolean; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (ready && document.activeElement !== ref.current) ref.current?.focus({ preventScroll: true });
  }, [ready]);
  return (
    <h1 ref={ref} id="paso-titulo" tabIndex={-1} className="text-2xl font-extrabold focus:outline-none">
      {children}
    </h1>
  );
}
