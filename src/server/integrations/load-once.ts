/**
 * Loads a thing once and shares it: every caller gets the same promise while it loads and after. A load
 * that fails is forgotten, so the next caller tries again — an engine whose start timed out on a busy
 * machine must not stay broken for the life of the process (decision 149).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** `loadOnce` for each key (a language, say). */
export function loadOncePerKey<K, T>(load: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const loaders = new Map<K, () => Promise<T>>();
  return (key) => {
    let loader = loaders.get(key);
    if (!loader) {
      loader = loadOnce(() => load(key));
      loaders.set(key, loader);
    }
    return loader();
  };
}
