import { useEffect } from 'react';
import { startLazily } from '../start-lazily';

/**
 * While the component is on screen, a paste cut at a field's maxLength is said (a toast; the
 * listener and its texts download now). Used by the logged-in header and the public forms.
 */
export function usePasteCutWarning(): void {
  useEffect(
    () => startLazily(async () => (await import('./warn-of-cut-pastes')).warnOfCutPastes),
    [],
  );
}
