import { useEffect } from 'react';
import { startLazily } from '../start-lazily';

/** While the component is on screen, a busy button keeps focus (keep-focus-through-busy.ts). */
export function useKeepFocusThroughBusy(): void {
  useEffect(
    () => startLazily(async () => (await import('./keep-focus-through-busy')).keepFocusThroughBusy),
    [],
  );
}
