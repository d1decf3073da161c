/** The part of a `<script>` element the loader uses. */
export type ScriptElement = {
  src: string;
  async: boolean;
  addEventListener(type: 'load' | 'error', listener: () => void, options: { once: boolean }): void;
  remove(): void;
};

/** The part of `document` the loader uses (tests pass their own). */
export type ScriptHost = {
  querySelectorAll(selector: 'script[src]'): ArrayLike<{ getAttribute(name: 'src'): string | null }>;
  createElement(tag: 'script'): ScriptElement;
  readonly head: { appendChild(node: never): unknown };
};

const loading = new Map<string, Promise<void>>();

/**
 * Loads a provider's script (a card tokenizer) into the page once, on demand: only the form that needs it calls this,
 * so catalogue pages never load it. A second call gets the same promise. A script already on the page that this loader
 * did not add is a mistake elsewhere (a tag in the HTML): it is warned about and used as it is. A script that fails to
 * load rejects and is removed, so a later call may try again.
 */
export const loadScript = (src: string, host: ScriptHost = document): Promise<void> => {
  const known = loading.get(src);
  if (known) return known;
  if (Array.from(host.querySelectorAll('script[src]')).some((s) => s.getAttribute('src') === src)) {
    console.warn(`loadScript: ${src} was already on the page; it is not loaded again.`);
    return Promise.resolve();
  }
  const script = host.createElement('script');
  const loaded = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`The script ${src} could not be loaded.`));
      },
      { once: true },
    );
  });
  script.src = src;
  script.async = true;
  loading.set(src, loaded);
  host.head.appendChild(script as never);
  return loaded;
};
