import { lazy, memo, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { pageChunks } from './chunk-failure';
import { onIdle } from './idle';
import { hydrationDeadline } from './when-quiet';

type Part = { readonly load: () => Promise<void> };
const parts = new Set<Part>();

/**
 * Loads the code of every part shown late that is known so far. The server renders them in full (web/pages/registry.ts
 * loads them with each page), and a page the browser moves to shows them at once.
 */
export const loadLateParts = async (): Promise<void> => {
  await Promise.all([...parts].map((part) => part.load()));
};

/** Parts hydrate a little before they scroll into view, so a tap on them finds them ready. */
const AHEAD = '200px 0px';

// A settled thenable: React's lazy() reads it at once, so a part whose code is here renders in the same pass.
const settled = <T,>(value: T) => ({ then: (resolve: (v: T) => void) => resolve(value) }) as unknown as Promise<T>;

/**
 * A part below the fold (the footer, a product's description, related products) whose code loads — and which
 * hydrates — only when it comes near the screen or when the browser is idle. The server's HTML stays in place until
 * then (React 19 hydrates a Suspense boundary whose code is not there yet later, on its own): the part is seen in full
 * at once, nothing moves, and its links work as plain links before. If its code does not arrive, the server's HTML
 * simply stays; the next move loads it again.
 */
export const lateHydrated = <P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> => {
  let component: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  let arrived!: () => void;
  const ready = new Promise<void>((resolve) => (arrived = resolve));
  const part: Part = {
    load: () =>
      (loading ??= load().then(
        (loaded) => {
          component = loaded;
          arrived();
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
  };
  parts.add(part);
  const Code = lazy(() =>
    component ? settled({ default: component }) : ready.then(() => ({ default: component as ComponentType<P> })),
  );

  function LatePart(props: P) {
    const box = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = box.current;
      if (component || !element) return;
      let seen: IntersectionObserver | null = null;
      let cancelIdle: () => void = () => undefined;
      const wake = () => {
        seen?.disconnect();
        cancelIdle();
        void pageChunks.quietly(part.load).catch(() => undefined);
      };
      if (typeof IntersectionObserver === 'function') {
        seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), {
          rootMargin: AHEAD,
        });
        seen.observe(element);
      }
      cancelIdle = onIdle(wake, hydrationDeadline(window.innerWidth));
      return () => {
        seen?.disconnect();
        cancelIdle();
      };
    }, []);
    return (
      <div ref={box}>
        <Suspense fallback={null}>
          <Code {...props} />
        </Suspense>
      </div>
    );
  }
  // Unchanged props never reach a part still waiting to hydrate: React would drop its HTML to render it anew.
  return memo(LatePart);
};
