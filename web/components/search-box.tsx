import { useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import type { Suggestion } from '../../core/catalog/ports';
import { browserStoreApi } from '../state/api-client';
import { useSuggestions } from '../lib/use-suggestions';
import { island } from '../lib/island';
import { optionId, productPath, SearchSuggestions } from './search-suggestions';

/** Suggestions from the store's API, one function for the life of the page (useSuggestions keys on it). */
const suggest = (text: string) => browserStoreApi.suggest(text);

/**
 * The store's search field: a plain GET form to `/buscar/`, so it works before the page's script has
 * loaded. With the script, products are suggested as the shopper types (an ARIA combobox: arrows move,
 * Enter opens the highlighted product, Escape closes); Enter with nothing highlighted still searches.
 */
function SearchField({ id, defaultValue = '' }: { id: string; defaultValue?: string }) {
  const [text, setText] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [, navigate] = useLocation();
  const items = useSuggestions(text, suggest);
  const listId = `${id}-sugerencias`;
  const expanded = open && items.length > 0;

  // A new search page (client navigation) brings its own query, and new suggestions start unhighlighted: both set
  // during render when what they follow changes (React's pattern for state that follows a prop).
  const [query, setQuery] = useState(defaultValue);
  if (query !== defaultValue) {
    setQuery(defaultValue);
    setText(defaultValue);
  }
  const [shownItems, setShownItems] = useState(items);
  if (shownItems !== items) {
    setShownItems(items);
    setActive(-1);
  }

  const choose = (s: Suggestion) => {
    setOpen(false);
    setActive(-1);
    navigate(productPath(s));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = items.length;
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && n > 0) {
      e.preventDefault();
      setOpen(true);
      if (e.key === 'ArrowDown') setActive((a) => (a + 1 >= n ? 0 : a + 1));
      else setActive((a) => (a <= 0 ? n - 1 : a - 1));
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      choose(items[active]);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form action="/buscar/" method="get" role="search" className="relative w-full">
      <label htmlFor={id} className="sr-only">
        Buscar productos
      </label>
      <input
        id={id}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(listId, active) : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        // Only when there is something to show again: a focus with no suggestions draws nothing new (a tap on a slow
        // phone is answered without a render).
        onFocus={() => items.length > 0 && setOpen(true)}
        onBlur={() => setOpen(false)}
        placeholder="Busca proteína, creatina, marca…"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        className="h-11 w-full rounded-full border border-line bg-surface pl-4 pr-12 text-base text-ink placeholder:text-muted focus:border-brand focus:bg-white"
      />
      <button
        type="submit"
        aria-label="Buscar"
        className="absolute right-1 top-1 inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand text-white"
      >
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          aria-hidden="true"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
      <SearchSuggestions
        id={listId}
        items={items}
        open={expanded}
        active={active}
        onChoose={choose}
        onHover={setActive}
      />
    </form>
  );
}

/** The search field, an island. */
export const SearchBox = island('search-box', SearchField);
