import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testCertificate, toPkcs12 } from '../../../adapters/dian/certificate';
import { DIAN_URLS, dianVariables, readDian } from '../../../adapters/dian/settings';
import { defaultCompany } from '../../../core/company/company';

const read = (raw: Record<string, string>, production = false, dataDir = 'memory://dian') =>
  readDian(z.object(dianVariables).parse(raw), production, dataDir, defaultCompany);

let live: Record<string, string>;
beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), 'dian-settings-'));
  const file = join(dir, 'firma.p12');
  writeFileSync(file, toPkcs12(testCertificate(null), 'clave-del-p12'));
  live = {
    DIAN_CERT_FILE: file,
    DIAN_CERT_PASSWORD: 'clave-del-p12',
    DIAN_SOFTWARE_ID: '1e3fa8f4-1a91-4028-9293-a9817406100f',
    DIAN_SOFTWARE_PIN: '54321',
    DIAN_RESOLUTION_NUMBER: '18764000001234',
    DIAN_PREFIX: 'FORN',
    DIAN_RANGE_FROM: '1',
    DIAN_RANGE_TO: '50000',
    DIAN_VALID_FROM: '2026-01-15',
    DIAN_VALID_TO: '2028-01-15',
    DIAN_TECHNICAL_KEY: 'a'.repeat(40),
    DIAN_ENVIRONMENT: 'produccion',
  };
});

describe('the DIAN settings', () => {
  it('run against the sandbox with no credentials outside production: the habilitación numbering and test key', () => {
    const setup = read({});
    expect(setup.mode).toBe('sandbox');
    expect(setup.url).toBeNull();
    expect(setup.context).toMatchObject({
      environment: 'test',
      technicalKey: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
      numbering: { resolution: '18760000001', prefix: 'SETP', from: 990000000, to: 995000000, creditNotePrefix: 'NC' },
      issuer: { nit: defaultCompany.nit, checkDigit: defaultCompany.nitCheckDigit, municipalityCode: '11001' },
    });
    expect(setup.context?.numbering.validTo).toEqual({ year: 2030, month: 1, day: 19 });
    expect(setup.certificate().certificateBase64).toMatch(/^MII/);
  });

  it('keep the sandbox certificate in the data directory, the same after a restart', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dian-data-'));
    const first = read({}, false, dataDir).certificate();
    expect(read({}, false, dataDir).certificate().certificateBase64).toBe(first.certificateBase64);
  });

  it('are live with every credential: the resolution, the certificate read at start, the production address', () => {
    const setup = read(live, true);
    expect(setup.mode).toBe('live');
    expect(setup.url).toBe(DIAN_URLS.produccion);
    expect(setup.testSetId).toBeNull();
    expect(setup.context).toMatchObject({
      environment: 'production',
      softwareId: live.DIAN_SOFTWARE_ID,
      pin: '54321',
      numbering: { prefix: 'FORN', from: 1, to: 50000, validFrom: { year: 2026, month: 1, day: 15 } },
    });
    expect(setup.certificate().certificateBase64).toBe(testCertificate(null).certificateBase64);
  });

  it('send habilitación to its host with the test set, which it requires', () => {
    const habilitacion = { ...live, DIAN_ENVIRONMENT: 'habilitacion', DIAN_TEST_SET_ID: 'set-7' };
    expect(read(habilitacion)).toMatchObject({
      url: DIAN_URLS.habilitacion,
      testSetId: 'set-7',
      context: { environment: 'test' },
    });
    expect(() => read({ ...live, DIAN_ENVIRONMENT: 'habilitacion' })).toThrow(/DIAN_TEST_SET_ID: required/);
  });

  it('refuse to start in production without credentials, unless INVOICING=off', () => {
    expect(() => read({}, true)).toThrow(
      /^Invalid configuration:\n {2}DIAN_CERT_FILE, DIAN_CERT_PASSWORD, .*DIAN_TECHNICAL_KEY: required in production .*INVOICING=off/,
    );
    expect(read({ INVOICING: 'off' }, true)).toMatchObject({ mode: 'off', context: null });
  });

  it('are off with INVOICING=off, whatever else is set', () => {
    expect(read({ ...live, INVOICING: 'off' }).mode).toBe('off');
  });

  it('refuse a half-set configuration, naming what is missing', () => {
    const half: Record<string, string> = { ...live };
    delete half.DIAN_TECHNICAL_KEY;
    delete half.DIAN_SOFTWARE_PIN;
    half.DIAN_RANGE_TO = '';
    expect(() => read(half)).toThrow(
      'Invalid configuration:\n  DIAN_SOFTWARE_PIN, DIAN_RANGE_TO, DIAN_TECHNICAL_KEY: required with the other DIAN_* credentials',
    );
  });

  it('refuse a wrong certificate password, a range backwards and a bad prefix', () => {
    expect(() => read({ ...live, DIAN_CERT_PASSWORD: 'otra' })).toThrow(/Invalid configuration:\n {2}DIAN_CERT_FILE: /);
    expect(() => read({ ...live, DIAN_RANGE_FROM: '60000' })).toThrow(/DIAN_RANGE_FROM: 60000 is after DIAN_RANGE_TO/);
    expect(() => read({ ...live, DIAN_PREFIX: 'fo-1' })).toThrow(/must be 1–4 capitals or digits/);
    expect(() => read({ ...live, DIAN_VALID_TO: '2028-02-30' })).toThrow(/must be a date/);
  });
});
