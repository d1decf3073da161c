/** The store's search field; a plain GET form, so it works before the page's script has loaded. */
export function SearchBox({ id, defaultValue = '' }: { id: string; defaultValue?: string }) {
  return (
    <form action="/buscar/" method="get" role="search" className="relative w-full">
      <label htmlFor={id} className="sr-only">Buscar productos</label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder="Busca proteína, creatina, marca…"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        className="h-11 w-full rounded-full border border-line bg-surface pl-4 pr-12 text-base text-ink placeholder:text-muted focus:border-brand focus:bg-white"
      />
      <button type="submit" aria-label="Buscar" className="absolute right-1 top-1 inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand text-white">
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
    </form>
  );
}
