import { useState } from 'react';
import type { PhysicalStore } from '../../core/company/company';
import { phoneDigits } from '../../core/company/company';
import { MAPS_ORIGIN } from '../../contract/embeds';
import { island } from '../lib/island';
import { useSettings } from '../lib/settings-context';

/** Directions to the store from wherever the shopper is (Google Maps URLs, no key needed). */
export const directionsUrl = (s: PhysicalStore) =>
  `${MAPS_ORIGIN}/maps/dir/?api=1&destination=${encodeURIComponent(`${s.lat},${s.lng}`)}`;

/** The store's map in the Maps Embed API's place mode. */
export const mapUrl = (s: PhysicalStore, key: string) =>
  `${MAPS_ORIGIN}/maps/embed/v1/place?key=${encodeURIComponent(key)}&q=${encodeURIComponent(`${s.name}, ${s.address}, ${s.city}, Colombia`)}`;

/** The physical stores of the configuration: address, hours, phone, "Cómo llegar" and, with a maps key, a map
 * loaded only when the shopper asks for it. */
export function StoreList() {
  const { stores, mapsApiKey } = useSettings();
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2">
      {stores.map((s) => (
        <li key={`${s.name}-${s.address}`} className="rounded-xl border border-line p-4">
          <h2 className="text-xl font-bold">{s.name}</h2>
          <p className="mt-2">
            {s.address}, {s.city}
          </p>
          <ul className="mt-2 text-sm text-muted">
            {s.hours.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
          <p className="mt-2">
            <a href={`tel:+${phoneDigits(s.phone)}`} className="underline hover:text-brand">
              {s.phone}
            </a>
          </p>
          <p className="mt-3 flex flex-wrap gap-3">
            <a
              href={directionsUrl(s)}
              target="_blank"
              rel="noopener"
              className="inline-flex h-11 items-center rounded-full border border-ink px-4 font-bold hover:border-brand hover:text-brand"
            >
              Cómo llegar<span className="sr-only"> a {s.name} (se abre en una pestaña nueva)</span>
            </a>
          </p>
          {mapsApiKey && <StoreMap store={s} apiKey={mapsApiKey} />}
        </li>
      ))}
    </ul>
  );
}

function MapButton({ store, apiKey }: { store: PhysicalStore; apiKey: string }) {
  const [shown, setShown] = useState(false);
  return shown ? (
    <iframe
      src={mapUrl(store, apiKey)}
      title={`Mapa de ${store.name}`}
      className="mt-3 aspect-video w-full rounded-lg border border-line"
      allowFullScreen={false}
    />
  ) : (
    <button
      type="button"
      onClick={() => setShown(true)}
      className="mt-3 inline-flex h-11 items-center rounded-full bg-brand px-4 font-bold text-white hover:bg-brand-dark"
    >
      Ver mapa<span className="sr-only"> de {store.name}</span>
    </button>
  );
}

/** A store's map behind its button, an island: the button works on a page that stays server HTML. */
export const StoreMap = island('store-map', MapButton);
