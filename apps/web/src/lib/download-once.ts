/**
 * A download per key, started once and shared by every caller; a failed one is forgotten, so
 * the next caller (the next page, a language switch) tries again.
 */
export function downloadOnce<K, T>(download: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const started = new Map<K, Promise<T>>();
  return (key) => {
    let promise = started.get(key);
    if (!promise) {
      promise = download(key);
      started.set(key, promise);
      promise.catch(() => started.delete(key));
    }
    return promise;
  };
}
