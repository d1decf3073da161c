import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScript, type ScriptElement, type ScriptHost } from '../../../web/lib/load-script';

/** A page's head as the loader sees it: the scripts on it, and the events each added one can fire. */
const aPage = (srcs: readonly string[] = []) => {
  const added: (ScriptElement & { fire(type: 'load' | 'error'): void; removed: boolean })[] = [];
  const host: ScriptHost = {
    querySelectorAll: () =>
      [...srcs, ...added.filter((s) => !s.removed).map((s) => s.src)].map((src) => ({
        getAttribute: () => src,
      })),
    createElement: () => {
      const listeners = new Map<string, () => void>();
      const script = {
        src: '',
        async: false,
        removed: false,
        addEventListener: (type: string, listener: () => void) => void listeners.set(type, listener),
        remove: () => {
          script.removed = true;
        },
        fire: (type: 'load' | 'error') => listeners.get(type)?.(),
      };
      return script;
    },
    head: { appendChild: (node: never) => added.push(node) },
  };
  return { host, added };
};

afterEach(() => vi.restoreAllMocks());

describe('loading a provider’s script on demand', () => {
  it('adds one async <script src> and resolves once it loaded; a second call shares it', async () => {
    const src = 'https://checkout.epayco.co/epayco.min.js?1';
    const { host, added } = aPage();
    const first = loadScript(src, host);
    expect(loadScript(src, host)).toBe(first);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ src, async: true });
    added[0].fire('load');
    await expect(first).resolves.toBeUndefined();
  });

  it('warns and resolves when the script is already on the page, without adding it again', async () => {
    const src = 'https://checkout.epayco.co/epayco.min.js?2';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { host, added } = aPage([src]);
    await expect(loadScript(src, host)).resolves.toBeUndefined();
    expect(added).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${src} was already on the page`));
  });

  it('rejects when the script fails to load, removes it, and lets a later call try again', async () => {
    const src = 'https://checkout.epayco.co/epayco.min.js?3';
    const { host, added } = aPage();
    const failed = loadScript(src, host);
    added[0].fire('error');
    await expect(failed).rejects.toThrow(`The script ${src} could not be loaded.`);
    expect(added[0].removed).toBe(true);
    const again = loadScript(src, host);
    expect(again).not.toBe(failed);
    expect(added).toHaveLength(2);
    added[1].fire('load');
    await expect(again).resolves.toBeUndefined();
  });
});
