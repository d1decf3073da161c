import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../adapters/config';
import { defaultCompany, defaultStores, nitDisplay } from '../../core/company/company';
import { nitCheckDigit } from '../../core/people/nit';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fornido-company-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const aStore = {
  name: 'Fornido Laureles',
  address: 'Circular 73 # 39-60',
  city: 'Medellín',
  hours: ['Lunes a sábado: 9:00 a. m. a 7:00 p. m.'],
  phone: '+57 604 444 1234',
  lat: 6.245,
  lng: -75.59,
};
const storesFile = async (name: string, content: unknown) => {
  const file = join(dir, name);
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
};

describe('company facts in the configuration', () => {
  it('default to the store’s own facts, the three built-in stores and no maps key', () => {
    const config = loadConfig({});
    expect(config.company).toEqual(defaultCompany);
    expect(nitDisplay(config.company)).toBe('901.482.736-8');
    expect(config.stores).toEqual(defaultStores);
    expect(config.mapsApiKey).toBeNull();
  });

  it('take each COMPANY_* variable, splitting the hours on "|" and computing the NIT check digit', () => {
    const config = loadConfig({
      COMPANY_LEGAL_NAME: 'Nutrición Andina S.A.S.',
      COMPANY_NIT: '800.197.268',
      COMPANY_PHONE: '+57 601 222 3344',
      COMPANY_WHATSAPP: '+57 300 555 6677',
      COMPANY_EMAIL: 'hola@andina.co',
      COMPANY_JUDICIAL_EMAIL: 'juridica@andina.co',
      COMPANY_HOURS: 'Lunes a viernes: 8:00 a. m. a 5:00 p. m. | Sábados: cerrado',
      MAPS_API_KEY: 'AIzaSyTestKeyForTheStoresMap_0123',
    });
    expect(config.company).toMatchObject({
      legalName: 'Nutrición Andina S.A.S.',
      nit: '800197268',
      nitCheckDigit: 4,
      phone: '+57 601 222 3344',
      judicialEmail: 'juridica@andina.co',
      hours: ['Lunes a viernes: 8:00 a. m. a 5:00 p. m.', 'Sábados: cerrado'],
    });
    expect(config.company.address).toBe(defaultCompany.address);
    expect(config.mapsApiKey).toBe('AIzaSyTestKeyForTheStoresMap_0123');
  });

  it('accept a NIT written with its right check digit and refuse a wrong one, naming the variable', () => {
    expect(loadConfig({ COMPANY_NIT: '890.903.938-8' }).company.nitCheckDigit).toBe(8);
    expect(() => loadConfig({ COMPANY_NIT: '890903938-3' })).toThrow(/COMPANY_NIT: the check digit of 890903938 is 8/);
    expect(() => loadConfig({ COMPANY_NIT: '90A-1' })).toThrow(/COMPANY_NIT/);
  });

  it('any 9-digit NIT configured is shown with the DIAN digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[89]\d{8}$/), (nit) => {
        const company = loadConfig({ COMPANY_NIT: nit }).company;
        expect(company.nitCheckDigit).toBe(nitCheckDigit(nit));
        expect(nitDisplay(company)).toMatch(
          new RegExp(`^${nit.slice(0, 3)}\\.${nit.slice(3, 6)}\\.${nit.slice(6)}-\\d$`),
        );
        expect(loadConfig({ COMPANY_NIT: nitDisplay(company) }).company).toEqual(company);
      }),
      { numRuns: 50 },
    );
  });

  it('refuse an email or a phone that is not one, and a maps key with spaces', () => {
    expect(() => loadConfig({ COMPANY_JUDICIAL_EMAIL: 'juridica' })).toThrow(/COMPANY_JUDICIAL_EMAIL/);
    expect(() => loadConfig({ COMPANY_WHATSAPP: 'llámanos' })).toThrow(/COMPANY_WHATSAPP/);
    expect(() => loadConfig({ MAPS_API_KEY: 'not a key' })).toThrow(/MAPS_API_KEY/);
  });

  it('read the stores from STORES_FILE, refusing unreadable JSON and stores outside Colombia', async () => {
    expect(loadConfig({ STORES_FILE: await storesFile('ok.json', [aStore]) }).stores).toEqual([aStore]);
    await expect(async () => loadConfig({ STORES_FILE: await storesFile('bad.json', '[{') })).rejects.toThrow(
      /STORES_FILE: cannot read/,
    );
    await expect(async () =>
      loadConfig({ STORES_FILE: await storesFile('madrid.json', [{ ...aStore, lat: 40.4, lng: -3.7 }]) }),
    ).rejects.toThrow(/STORES_FILE: 0\.lat/);
    await expect(async () =>
      loadConfig({ STORES_FILE: await storesFile('extra.json', [{ ...aStore, web: 'x' }]) }),
    ).rejects.toThrow(/STORES_FILE/);
    expect(() => loadConfig({ STORES_FILE: join(dir, 'missing.json') })).toThrow(/STORES_FILE/);
  });
});
