import type { Suggestion } from '../../core/catalog/ports';
import { formatPesos } from '../../core/shared/format';
import { imageUrl } from '../lib/images';
import { useSettings } from '../lib/settings-context';

/** The address of a suggested product's page. */
export const productPath = (s: Pick<Suggestion, 'category' | 'slug'>) => `/${s.category}/${s.slug}/`;

/** The id of the option at `index`, for `aria-activedescendant`. */
export const optionId = (listId: string, index: number) => `${listId}-${index}`;

type Props = {
  readonly id: string;
  readonly items: readonly Suggestion[];
  readonly open: boolean;
  readonly active: number;
  readonly onChoose: (s: Suggestion) => void;
  readonly onHover: (index: number) => void;
};

/** The listbox under the search field: picture, name, brand and price of each suggested product. */
export function SearchSuggestions({ id, items, open, active, onChoose, onHover }: Props) {
  const settings = useSettings();
  return (
    <ul
      id={id}
      role="listbox"
      aria-label="Sugerencias de productos"
      hidden={!open}
      className="absolute left-0 right-0 top-12 z-40 max-h-[70vh] overflow-y-auto rounded-xl border border-line bg-white p-1 shadow-lg"
    >
      {items.map((s, i) => (
        <li
          key={s.slug}
          id={optionId(id, i)}
          role="option"
          aria-selected={i === active}
          // Keep the focus in the field: a blur would close the list before the click lands.
          onMouseDown={(e) => e.preventDefault()}
          onMouseMove={() => i !== active && onHover(i)}
          onClick={() => onChoose(s)}
          className={`flex min-h-14 cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 ${i === active ? 'bg-surface' : ''}`}
        >
          {s.image ? (
            <img
              src={imageUrl(s.image.url, 96, settings)}
              alt=""
              width={48}
              height={48}
              decoding="async"
              className="h-12 w-12 shrink-0 rounded-md object-contain"
            />
          ) : (
            <span aria-hidden="true" className="h-12 w-12 shrink-0 rounded-md bg-surface" />
          )}
          <span className="min-w-0 flex-1">
            {/* Two lines for the name: "Whey Protein Stevia" reads whole where one line would cut it. */}
            <span className="line-clamp-2 font-semibold leading-5 text-ink">{s.name}</span>
            <span className="block truncate text-sm text-muted">{s.brand}</span>
          </span>
          <span className="shrink-0 font-semibold text-ink">{formatPesos(s.price)}</span>
        </li>
      ))}
    </ul>
  );
}
