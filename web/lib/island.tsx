import type { ReactNode } from 'react';
import { ISLAND_ATTRIBUTE } from './island-attribute';

/** A component that is an island: rendered in place (on the server, and inside a page the browser renders), and
 * hydrated alone (`component`) on a page that stays server HTML. */
export type Island<P extends object> = ((props: P) => ReactNode) & IslandCode<P>;

/** What the islands' runtime needs of an island: its name and the component its root hydrates. */
export type IslandCode<P = never> = { readonly islandName: string; readonly component: (props: P) => ReactNode };

/**
 * Makes a component an island of the pages that stay server HTML (web/islands/wake-islands.ts): it renders inside a
 * box with no layout of its own (`display: contents`) that names it and carries its props as JSON, which its own root
 * hydrates from later. Its props must be JSON (no functions, no dates), and it must not use `useId` (its root's ids
 * would differ from the page's): tests/web/islands/ checks each island renders alike in both.
 */
export const island = <P extends object>(name: string, component: (props: P) => ReactNode): Island<P> => {
  function Isla(props: P) {
    const Component = component;
    return (
      <div {...{ [ISLAND_ATTRIBUTE]: name }} data-props={JSON.stringify(props)} className="contents">
        <Component {...props} />
      </div>
    );
  }
  return Object.assign(Isla, { islandName: name, component });
};
