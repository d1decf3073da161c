import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../adapters/config';

describe('GTM_ID', () => {
  it('is off unless set, and an empty value is unset', () => {
    expect(loadConfig({}).gtmId).toBeNull();
    expect(loadConfig({ GTM_ID: '' }).gtmId).toBeNull();
    expect(loadConfig({ GTM_ID: 'GTM-AB12CD3' }).gtmId).toBe('GTM-AB12CD3');
  });

  it('refuses anything but a container id, naming the variable', () => {
    for (const wrong of ['AB12CD3', 'G-AB12CD3', 'GTM-ab12', 'GTM-AB12CD3"></script>', 'GTM-AB12CD3&x=1'])
      expect(() => loadConfig({ GTM_ID: wrong }), wrong).toThrow(/GTM_ID: must be a Google Tag Manager container id/);
  });
});
