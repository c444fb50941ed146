import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code is downloaded the first time it opens, not with the page: the login route
 * and the headers stay inside their download budget. Once loaded it stays mounted, so closing
 * still animates.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [wanted, setWanted] = useState(open);
    // Adjusting state while rendering (not in an effect) avoids one empty frame.
    if (open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
