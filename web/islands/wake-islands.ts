/**
 * When each island of a server-rendered page comes alive (issue 38): nothing before the shopper's first interaction, so
 * a page that is only looked at downloads no framework; then the island touched at once, with the tap that woke it
 * replayed, and every other island as it comes near the screen. Pure: the browser is behind `IslandsHost`.
 */

/** An event the shopper made inside an island before it came alive, to be given to it again once it has. */
export type Held = { readonly kind: 'click' | 'submit' | 'change'; readonly target: unknown };

/** What the scheduler needs of the page (web/islands/browser-host.ts; tests pass their own). */
export type IslandsHost<I> = {
  /** The islands of the page, in document order. */
  readonly islands: readonly I[];
  /** Calls `listener` at the first interaction with the page (a tap, a key, a scroll, a pointer over it), with the
   * island it happened in, if any. */
  onFirstInteraction(listener: (inside: I | null) => void): void;
  /** Calls `listener` when a not yet live island is touched, focused or pointed at. */
  onTouch(island: I, listener: () => void): void;
  /** Calls `listener` (once) when an island comes near the screen. */
  whenNear(island: I, listener: () => void): void;
  /** Offers each click or submit inside an island to `hold`: when it answers true, the event is held (its default
   * action prevented, kept from the page) to be replayed once the island is live. */
  onEvent(island: I, hold: (event: Held) => boolean): void;
  /** Runs `work` at an idle moment. */
  idle(work: () => void): void;
};

/** What brings an island to life: loading the framework and the island's code, then hydrating it. */
export type Waking<I> = {
  /** Loads the shared runtime (React, the stores): once, at the first interaction. */
  warm(): Promise<void>;
  /** Hydrates one island (after `warm`); resolves once it has rendered and can take events. */
  hydrate(island: I): Promise<void>;
  /** Gives an island the events held while it was waking, in order. */
  replay(island: I, held: readonly Held[]): void;
  /** The island's code did not arrive: what the held events do without it (a form's own submission) is done. */
  fallBack(island: I, held: readonly Held[]): void;
};

/** An island that must be alive from the start: the cart button when this browser has a cart (its badge). */
export type WakeAtLoad<I> = (island: I) => boolean;

/**
 * Wakes a page's islands: those `atLoad` says at the first idle moment; every other one after the first interaction
 * with the page — the touched one first, the others as they come near the screen. Events held while an island wakes
 * are replayed to it once it is live; an island is hydrated once.
 */
export const wakeIslands = <I>(host: IslandsHost<I>, waking: Waking<I>, atLoad: WakeAtLoad<I> = () => false): void => {
  const woken = new Map<I, Promise<void>>();
  const live = new Set<I>();
  const held = new Map<I, Held[]>();
  let warming: Promise<void> | null = null;
  const warm = () => (warming ??= waking.warm());

  const wake = (island: I): Promise<void> => {
    const known = woken.get(island);
    if (known) return known;
    const waking_ = warm()
      .then(() => waking.hydrate(island))
      .then(() => {
        live.add(island);
        const events = held.get(island) ?? [];
        held.delete(island);
        if (events.length > 0) waking.replay(island, events);
      });
    woken.set(island, waking_);
    return waking_;
  };

  const wakeQuietly = (island: I) =>
    void wake(island).catch(() => {
      // The next touch tries again; what the shopper asked meanwhile is done the server's way.
      woken.delete(island);
      const events = held.get(island) ?? [];
      held.delete(island);
      waking.fallBack(island, events);
    });

  for (const island of host.islands) {
    host.onEvent(island, (event) => {
      if (live.has(island)) return false;
      held.set(island, [...(held.get(island) ?? []), event]);
      wakeQuietly(island);
      return true;
    });
    host.onTouch(island, () => wakeQuietly(island));
    // Asked at an idle moment, not while the page loads: what it reads (the browser's storage, a cookie) is a
    // synchronous round trip to the browser process.
    host.idle(() => {
      if (atLoad(island)) wakeQuietly(island);
    });
  }

  host.onFirstInteraction((inside) => {
    if (inside !== null) wakeQuietly(inside);
    void warm().then(
      () => {
        for (const island of host.islands) host.whenNear(island, () => host.idle(() => wakeQuietly(island)));
      },
      () => {
        warming = null;
      },
    );
  });
};
