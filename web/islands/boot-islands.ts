import { afterNextPaint } from '../lib/after-paint';
import { pageChunks } from '../lib/chunk-failure';
import { sayPartFailed } from './failure-notice';
import { watchTyping } from './typing-pause';
import { browserIslandsHost, unmarkHeld } from './browser-host';
import { ISLAND_ATTRIBUTE } from '../lib/island-attribute';
import { ISLANDS, type IslandName, type IslandRow } from '../pages/island-table';
import { wakeIslands, type Held } from './wake-islands';
import { changedFields } from './changed-fields';
import type * as Start from './start-islands';

type Runtime = typeof Start;

const rowOf = (box: HTMLElement): IslandRow | undefined => {
  const name = box.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  // Names come from the server's HTML, never from a request: still, only the table's own entries are read.
  return Object.hasOwn(ISLANDS, name) ? ISLANDS[name as IslandName] : undefined;
};

/** What a held submission does without its island's code: the form is sent the server's way (a held tap on a button
 * has no other way: it was told nothing, as before the page's code). */
const fallBack = (held: readonly Held[]): void => {
  for (const event of held) {
    if (
      event.kind === 'submit' &&
      event.target instanceof SubmitEvent &&
      event.target.target instanceof HTMLFormElement
    )
      HTMLFormElement.prototype.submit.call(event.target.target);
  }
};

/**
 * Brings a server-HTML page's islands to life (web/islands/wake-islands.ts): the islands' runtime (React, the stores)
 * loads at the shopper's first interaction, or at load for an island that must show what only the browser knows.
 */
export const bootIslands = (): void => {
  let runtime: Runtime | null = null;
  const typingPaused = watchTyping();
  const host = browserIslandsHost((box) => rowOf(box)?.wake === 'warm');
  wakeIslands(
    host,
    {
      warm: async () => {
        // The tap that wakes the page is answered on screen first (a held button looks busy): the runtime's code is
        // evaluated in a task of its own after that paint, not before it.
        await new Promise<void>((painted) => afterNextPaint(painted));
        await typingPaused();
        // Quietly: code that does not arrive is told to the shopper who tapped (fallBack), never answered by reloading
        // the page, which would lose what was typed in it (web/lib/chunk-failure.ts).
        runtime ??= await pageChunks.quietly(() => import('./start-islands'));
        runtime.warmIslands();
      },
      hydrate: async (box) => {
        await typingPaused();
        await pageChunks.quietly(() => runtime!.hydrateIsland(box));
      },
      replay: (_box, held) => {
        unmarkHeld(held);
        void runtime!.replayHeld(held);
      },
      fallBack: (_box, held) => {
        unmarkHeld(held);
        fallBack(held);
        // A tap or a choice has no server way: the shopper is told it was not done.
        if (held.some((event) => event.kind !== 'submit')) sayPartFailed();
      },
    },
    // Also at load: an island the shopper changed while the page still loaded, before this code could hold anything
    // (a choice in a list on a slow phone): told again once alive.
    (box) => (rowOf(box)?.atLoad?.() ?? false) || changedFields(box).length > 0,
  );
};
