/**
 * A short-lived shared cache of rendered answers (decision 0025): one render per key while the entry
 * lives, concurrent misses of one key waiting for the same render, and `clear` dropping everything at
 * once, including renders still running, whose results then are not kept (they may predate the
 * change that cleared the cache).
 */
export interface PageCacheOptions {
  /** How long an entry is served: the bound on staleness when no invalidation arrives. */
  ttlMs: number;
  /** The most bytes kept; the oldest entries go first. */
  maxBytes: number;
  now?: () => number;
}

/** What a render produced: kept only when `storable`, shared with concurrent waiters either way. */
export interface Rendered<T> {
  value: T;
  storable: boolean;
  bytes: number;
}

export interface PageCache<T> {
  /** The live entry of `key`, if any. */
  get(key: string): T | undefined;
  /** The live entry, or the result of one `render` shared by every caller until it settles. */
  getOrRender(key: string, render: () => Promise<Rendered<T>>): Promise<Rendered<T>>;
  clear(): void;
  readonly size: number;
}

interface Entry<T> {
  value: T;
  expires: number;
  bytes: number;
}

export function createPageCache<T>({ ttlMs, maxBytes, now = Date.now }: PageCacheOptions): PageCache<T> {
  // A Map iterates in insertion order, so its first entries are the oldest.
  const entries = new Map<string, Entry<T>>();
  const renders = new Map<string, Promise<Rendered<T>>>();
  let bytes = 0;
  let generation = 0;

  const remove = (key: string, entry: Entry<T>) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };

  const get = (key: string): T | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > now()) return entry.value;
    remove(key, entry);
    return undefined;
  };

  const store = (key: string, rendered: Rendered<T>) => {
    if (rendered.bytes > maxBytes) return;
    const previous = entries.get(key);
    if (previous) remove(key, previous);
    for (const [oldKey, old] of entries) {
      if (bytes + rendered.bytes <= maxBytes) break;
      remove(oldKey, old);
    }
    entries.set(key, { value: rendered.value, expires: now() + ttlMs, bytes: rendered.bytes });
    bytes += rendered.bytes;
  };

  return {
    get,
    getOrRender(key, render) {
      const value = get(key);
      if (value !== undefined) return Promise.resolve({ value, storable: true, bytes: 0 });
      const running = renders.get(key);
      if (running) return running;
      const startedIn = generation;
      const promise = render().then(
        (rendered) => {
          if (renders.get(key) === promise) renders.delete(key);
          if (rendered.storable && startedIn === generation) store(key, rendered);
          return rendered;
        },
        (error: unknown) => {
          if (renders.get(key) === promise) renders.delete(key);
          throw error;
        },
      );
      renders.set(key, promise);
      return promise;
    },
    clear() {
      generation++;
      entries.clear();
      renders.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
  };
}
