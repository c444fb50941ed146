/**
 * Starts something whose code downloads only now (a listener, an observer), for an effect: the
 * effect's cleanup stops it, or keeps it from starting if the code arrives after the cleanup.
 */
export function startLazily(load: () => Promise<() => () => void>): () => void {
  let stop: (() => void) | undefined;
  let cancelled = false;
  void load().then((start) => {
    if (!cancelled) stop = start();
  });
  return () => {
    cancelled = true;
    stop?.();
  };
}
