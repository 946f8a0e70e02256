/**
 * A bounded map that forgets the least recently used entry once it holds `maxEntries`: a Map keeps its
 * insertion order, so a hit is moved to the end and the first entry is the one to drop.
 */
export function createLruCache<Value>(maxEntries: number) {
  const entries = new Map<string, Value>();
  return {
    get(key: string): Value | undefined {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key: string, value: Value) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
  };
}
