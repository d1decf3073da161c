import { useEffect, useMemo, useState } from 'react';
import type { Suggestion } from '../../core/catalog/ports';

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 150;
/** Fewer characters than this ask for nothing (the server would answer nothing anyway). */
export const SUGGEST_MIN_CHARS = 2;

/**
 * Wraps `ask` so that only the answer to the latest question is delivered: an older question answered
 * late (the network does not keep order) is dropped, and so is any question asked before `forget()`.
 */
export const latestOnly = <Q, A>(ask: (question: Q) => Promise<A>) => {
  let latest = 0;
  return {
    ask: (question: Q, deliver: (answer: A) => void, failed: () => void) => {
      const mine = ++latest;
      ask(question).then(
        (answer) => mine === latest && deliver(answer),
        () => mine === latest && failed(),
      );
    },
    forget: () => void latest++,
  };
};

/**
 * Suggestions for what is typed: asked once typing pauses, only from two characters on, and only the
 * answer to the latest text is kept. A failed request shows no suggestions: the form still searches.
 */
/** No suggestions: one array for every render, so a component that follows the suggestions sees no change. */
const NONE: readonly Suggestion[] = [];

export function useSuggestions(
  text: string,
  suggest: (text: string) => Promise<readonly Suggestion[]>,
): readonly Suggestion[] {
  const [items, setItems] = useState<readonly Suggestion[]>([]);
  const asker = useMemo(() => latestOnly(suggest), [suggest]);
  const query = text.trim();
  const short = query.length < SUGGEST_MIN_CHARS;
  // Too short a text shows nothing, and forgets what was shown, so a new text never starts with an old one's answer.
  if (short && items.length > 0) setItems([]);
  useEffect(() => {
    asker.forget();
    if (short) return;
    const timer = setTimeout(() => asker.ask(query, setItems, () => setItems([])), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, short, asker]);
  return short ? NONE : items;
}
