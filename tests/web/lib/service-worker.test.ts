import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, UNSUPPORTED } from '../../../web/lib/service-worker';

const ORIGIN = 'https://fornido.co';
const OWN_ENTRY = '/assets/entry-client-old.js';

/** A link as the click handler sees it: itself as its closest link. */
class FakeLink {
  constructor(
    readonly origin: string,
    readonly target = '',
    readonly download = '',
  ) {}
  closest() {
    return this;
  }
}

/** A page on an old build with a service-worker container whose messages and registration the test drives. */
const aPage = (register: (url: string, options: RegistrationOptions) => Promise<unknown>) => {
  const messageListeners: ((event: { data: unknown }) => void)[] = [];
  const clickListeners: ((event: unknown) => void)[] = [];
  const container = {
    register: vi.fn(register),
    startMessages: vi.fn(),
    addEventListener: (_type: string, listener: (event: { data: unknown }) => void) => messageListeners.push(listener),
  };
  vi.stubGlobal('navigator', { serviceWorker: container });
  vi.stubGlobal('location', { origin: ORIGIN });
  vi.stubGlobal('Element', FakeLink);
  vi.stubGlobal('HTMLAnchorElement', FakeLink);
  vi.stubGlobal('document', {
    querySelector: () => ({ getAttribute: () => OWN_ENTRY }),
    addEventListener: (_type: string, listener: (event: unknown) => void) => clickListeners.push(listener),
  });
  const click = (link: FakeLink) => {
    const event = { target: link, stopPropagation: vi.fn() };
    for (const listener of clickListeners) listener(event);
    return event.stopPropagation.mock.calls.length > 0;
  };
  const tell = (data: unknown) => messageListeners.forEach((l) => l({ data }));
  return { container, click, tell };
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('registering the service worker', () => {
  it('registers /sw.js for the whole site', async () => {
    const { container } = aPage(async () => ({}));
    await registerServiceWorker();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(container.startMessages).toHaveBeenCalled();
  });

  it('says only at debug level that a browser without service workers has none, and goes on', async () => {
    vi.stubGlobal('navigator', {});
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    await expect(registerServiceWorker()).resolves.toBeUndefined();
    expect(debug).toHaveBeenCalledWith(UNSUPPORTED);
    expect(UNSUPPORTED).toBe('serviceWorker is not supported in current browser!');
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('lets a refused registration (a private window) pass with a debug line', async () => {
    aPage(async () => {
      throw new DOMException('Service workers are disabled', 'SecurityError');
    });
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    await expect(registerServiceWorker()).resolves.toBeUndefined();
    expect(debug).toHaveBeenCalledTimes(1);
  });
});

describe('a newer version taking over an open page', () => {
  it('makes the page load its next link of the store in full, leaving the app’s router out', async () => {
    const page = aPage(async () => ({}));
    await registerServiceWorker();
    expect(page.click(new FakeLink(ORIGIN))).toBe(false);
    page.tell({ kind: 'fornido-version', entry: '/assets/entry-client-new.js' });
    expect(page.click(new FakeLink(ORIGIN))).toBe(true);
    expect(page.click(new FakeLink('https://wa.me'))).toBe(false);
    expect(page.click(new FakeLink(ORIGIN, '_blank'))).toBe(false);
  });

  it('changes nothing when the version that took over is the page’s own', async () => {
    const page = aPage(async () => ({}));
    await registerServiceWorker();
    page.tell({ kind: 'fornido-version', entry: OWN_ENTRY });
    expect(page.click(new FakeLink(ORIGIN))).toBe(false);
  });
});
