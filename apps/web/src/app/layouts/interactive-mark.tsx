import { useEffect } from 'react';
import { partHydrated, type HydratedPart } from '@/lib/hydration';

/**
 * Says that its part of the page (the Suspense boundary it is in) is hydrated (a prerendered
 * page) or rendered (any other), so its buttons answer; see lib/hydration.ts. A prerendered page
 * is on screen, but inert, before that.
 */
export function InteractiveMark({ part }: { part: HydratedPart }) {
  useEffect(() => {
    partHydrated(part);
  }, [part]);
  return null;
}
