import { useMemo, useState, type KeyboardEvent } from 'react';
import { findCities, type CityMatch } from '../../../core/geography/find-city';

/** "Busca tu ciudad": a combobox that finds a municipality inside its name, accents ignored ("Cali" → Santiago de Cali,
 * Valle del Cauca), and hands the one chosen (click, or arrows and Enter) to fill the department and city lists. */
export function CitySearch({ idPrefix, onPick }: { idPrefix: string; onPick: (city: CityMatch) => void }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const found = useMemo(() => findCities(text), [text]);
  const id = `${idPrefix}-buscar-ciudad`;
  const list = `${id}-opciones`;
  const expanded = open && found.length > 0;
  const pick = (city: CityMatch) => {
    onPick(city);
    setText('');
    setOpen(false);
  };
  const keys = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') return setOpen(false);
    if (!expanded) return e.key === 'ArrowDown' && setOpen(true);
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    if (e.key in moves) {
      e.preventDefault();
      setActive((active + moves[e.key] + found.length) % found.length);
    } else if (e.key === 'Enter') {
      // Enter chooses the city shown, rather than sending the form with a half-typed search.
      e.preventDefault();
      pick(found[active]);
    }
  };
  return (
    <div className="relative">
      <label htmlFor={id} className="block font-semibold">
        Busca tu ciudad
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={list}
        aria-activedescendant={expanded ? `${list}-${active}` : undefined}
        aria-describedby={`${id}-ayuda`}
        autoComplete="off"
        placeholder="Cali, Cartagena, Bucaramanga…"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={keys}
        onBlur={() => setOpen(false)}
        className="mt-1 block h-12 w-full rounded-lg border border-gray-500 bg-white px-3 text-base text-ink placeholder:text-gray-500 focus:border-brand"
      />
      <p id={`${id}-ayuda`} className="mt-1 text-sm text-muted">
        {open && text.trim().length >= 2 && found.length === 0
          ? `No encontramos "${text.trim()}": elige el departamento y la ciudad en las listas.`
          : 'Escribe parte del nombre, o elige el departamento y la ciudad en las listas.'}
      </p>
      {expanded && (
        <ul
          id={list}
          role="listbox"
          aria-label="Ciudades encontradas"
          className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-line bg-white shadow-lg"
        >
          {found.map((city, i) => (
            <li
              key={city.code}
              id={`${list}-${i}`}
              role="option"
              aria-selected={i === active}
              // Keeps the focus in the field, so its blur does not close the list before the click lands.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(city)}
              className={`cursor-pointer px-3 py-3 ${i === active ? 'bg-surface' : ''}`}
            >
              <span className="font-semibold">{city.name}</span>
              <span className="text-muted">{`, ${city.departmentName}`}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
