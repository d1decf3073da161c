import { describe, expect, it } from 'vitest';
import type { ProviderOrigins } from '../../adapters/container';
import { contentSecurityPolicy, permissionsPolicy } from '../../server/content-security';

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

const widget: ProviderOrigins = {
  script: ['https://checkout.example'],
  connect: ['https://api.example', 'wss://ws.example'],
  frame: ['https://checkout.example'],
  form: ['https://pay.example'],
  payment: ['https://checkout.example'],
};

describe('content security policy', () => {
  it('runs only our own scripts, never inline ones, and lets nothing frame or re-base our pages', () => {
    const csp = directives(contentSecurityPolicy({ imageCdnUrl: null }));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it("frames only the guide's no-cookie video host, and the maps service only with a maps key", () => {
    const frames = (maps: boolean) =>
      directives(contentSecurityPolicy({ imageCdnUrl: null, providers: [], maps })).get('frame-src');
    expect(frames(false)).toEqual(["'self'", 'https://www.youtube-nocookie.com']);
    expect(frames(true)).toEqual(["'self'", 'https://www.youtube-nocookie.com', 'https://www.google.com']);
  });

  it('adds the CDN origin (not its path) to the picture sources', () => {
    const csp = directives(contentSecurityPolicy({ imageCdnUrl: 'https://img.fornido.co/tienda' }));
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://img.fornido.co']);
  });

  it('opens to a provider exactly what its entry lists, each origin once', () => {
    const csp = directives(contentSecurityPolicy({ imageCdnUrl: null, providers: [widget, widget] }));
    expect(csp.get('script-src')).toEqual(["'self'", 'https://checkout.example']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.example', 'wss://ws.example']);
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://checkout.example', 'https://www.youtube-nocookie.com']);
    expect(csp.get('form-action')).toEqual(["'self'", 'https://pay.example']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(permissionsPolicy([widget])).toContain('payment=(self "https://checkout.example")');
  });

  it('opens to a configured card tokenizer exactly its script and hosts; a sandbox script of our own opens nothing', () => {
    const live = { script: 'https://cdn.pagos.example/v1/tokenizer.min.js', connect: ['https://api.pagos.example'] };
    const csp = directives(contentSecurityPolicy({ imageCdnUrl: null, providers: [], tokenizers: [live] }));
    expect(csp.get('script-src')).toEqual(["'self'", 'https://cdn.pagos.example/v1/tokenizer.min.js']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.pagos.example']);
    const sandbox = { script: '/sandbox/epayco/epayco.min.js', connect: [] };
    expect(contentSecurityPolicy({ imageCdnUrl: null, providers: [], tokenizers: [sandbox] })).toBe(
      contentSecurityPolicy({ imageCdnUrl: null, providers: [] }),
    );
  });

  it("opens live updates' sockets to hosted Pusher's cluster only when it is configured (the embedded endpoint is 'self')", () => {
    const embedded = directives(contentSecurityPolicy({ imageCdnUrl: null }));
    expect(embedded.get('connect-src')).toEqual(["'self'"]);
    expect(embedded.get('script-src')).toEqual(["'self'"]);
    const hosted = directives(contentSecurityPolicy({ imageCdnUrl: null, pusherCluster: 'us2' }));
    expect(hosted.get('connect-src')).toEqual(["'self'", 'wss://ws-us2.pusher.com', 'https://sockjs-us2.pusher.com']);
    // pusher-js's statistics are a JSONP script.
    expect(hosted.get('script-src')).toEqual(["'self'", 'https://stats.pusher.com']);
  });

  it("relaxes scripts and sockets only for Vite's dev server", () => {
    const csp = directives(contentSecurityPolicy({ imageCdnUrl: null, viteDev: true }));
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws:', 'wss:']);
  });

  it('turns off the browser features the store never uses and keeps payment to our own pages', () => {
    const features = new Map(
      permissionsPolicy()
        .split(', ')
        .map((f) => f.split('=') as [string, string]),
    );
    for (const off of ['camera', 'microphone', 'geolocation', 'usb', 'browsing-topics', 'interest-cohort'])
      expect(features.get(off), off).toBe('()');
    expect(features.get('payment')).toBe('(self)');
  });
});
