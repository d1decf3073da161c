import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../adapters/config';

describe('CONTACT_INBOX', () => {
  it('is unset (the company email takes the forms) unless given, and an empty value is unset', () => {
    expect(loadConfig({}).contactInbox).toBeNull();
    expect(loadConfig({ CONTACT_INBOX: '' }).contactInbox).toBeNull();
    expect(loadConfig({ CONTACT_INBOX: 'ventas@fornido.co' }).contactInbox).toBe('ventas@fornido.co');
  });

  it('refuses anything but an email address, naming the variable', () => {
    for (const wrong of ['ventas', 'ventas@', 'a b@fornido.co'])
      expect(() => loadConfig({ CONTACT_INBOX: wrong }), wrong).toThrow(/CONTACT_INBOX: must be an email address/);
  });
});
