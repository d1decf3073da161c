import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Certificate,
  loadCertificate,
  testCertificate,
  TEST_CERTIFICATE_FILE,
  toPkcs12,
} from '../../../adapters/dian/certificate';

describe('the test certificate', () => {
  let dir: string;
  let certificate: Certificate;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'dian-cert-'));
    certificate = testCertificate(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is kept as a PKCS#12 file with its password beside it, readable by its owner only', () => {
    const p12 = join(dir, TEST_CERTIFICATE_FILE);
    expect(statSync(p12).mode & 0o077).toBe(0);
    const password = readFileSync(`${p12}.password`, 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(32);
    expect(loadCertificate(readFileSync(p12), password)).toEqual(certificate);
  });

  it('is the same one after a restart', () => {
    expect(testCertificate(dir)).toEqual(certificate);
  });

  it('names its issuer and subject, and carries its DER and a decimal serial', () => {
    expect(certificate.subject).toBe('CN=Fornido - certificado de pruebas DIAN,O=Fornido (pruebas),C=CO');
    expect(certificate.issuer).toBe(certificate.subject);
    expect(certificate.serialNumber).toMatch(/^[1-9]\d*$/);
    expect(certificate.certificatePem).toContain(certificate.certificateBase64.slice(0, 60));
    expect(certificate.privateKeyPem).toMatch(/^-----BEGIN RSA PRIVATE KEY-----/);
  });

  it('round-trips through a PKCS#12 file of any password', () => {
    expect(loadCertificate(toPkcs12(certificate, 'clave de prueba'), 'clave de prueba')).toEqual(certificate);
  });

  it('refuses a wrong password with a message that says so', () => {
    const p12 = toPkcs12(certificate, 'la buena');
    expect(() => loadCertificate(p12, 'la mala')).toThrow('The certificate password is wrong');
  });

  it('refuses a file that is not PKCS#12', () => {
    expect(() => loadCertificate(new TextEncoder().encode('not a certificate'), 'x')).toThrow(
      'The certificate file is not a readable PKCS#12 file',
    );
  });
});
