import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defaultStores } from '../../../core/company/company';
import { directionsUrl, mapUrl, StoreList } from '../../../web/components/store-list';
import type { PublicSettings } from '../../../web/lib/page-shell';
import { SettingsProvider } from '../../../web/lib/settings-context';
import { publicSettings } from '../support/public-settings';

const settings = (mapsApiKey: string | null): PublicSettings => publicSettings({ mapsApiKey });
const render = (key: string | null) =>
  renderToString(
    <SettingsProvider value={settings(key)}>
      <StoreList />
    </SettingsProvider>,
  ).replaceAll('<!-- -->', '');
const poblado = defaultStores[1];

describe('the stores list', () => {
  it('gives every store its directions by coordinates, opening in a new tab, whatever the configuration', () => {
    expect(directionsUrl(poblado)).toBe('https://www.google.com/maps/dir/?api=1&destination=6.2095%2C-75.5686');
    for (const key of [null, 'AIzaSyTestKeyForTheStoresMap_0123']) {
      const html = render(key);
      expect(html.match(/target="_blank" rel="noopener"/g)).toHaveLength(defaultStores.length);
      expect(html).toContain(
        'Cómo llegar<span class="sr-only"> a Fornido El Poblado (se abre en una pestaña nueva)</span>',
      );
    }
  });

  it('offers a map per store only with a maps key, and frames nothing until it is asked for', () => {
    expect(render(null)).not.toContain('Ver mapa');
    const html = render('AIzaSyTestKeyForTheStoresMap_0123');
    expect(html.match(/<button type="button"[^>]*>Ver mapa/g)).toHaveLength(defaultStores.length);
    expect(html).not.toContain('<iframe');
  });

  it('asks the Maps Embed API for the store by name and address, the key encoded', () => {
    expect(mapUrl(poblado, 'key+with/odd=chars')).toBe(
      'https://www.google.com/maps/embed/v1/place?key=key%2Bwith%2Fodd%3Dchars&q=' +
        encodeURIComponent('Fornido El Poblado, Carrera 43A # 9-21, Local 104, Medellín, Colombia'),
    );
  });
});
