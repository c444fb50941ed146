import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRetryKey } from './retry-key';

describe('useRetryKey', () => {
  it('keeps the key while the same content is sent again, and starts a new one after a save or a change', () => {
    const { result } = renderHook(() => useRetryKey());
    const first = result.current.for({ comment: 'Bring the reports' });
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    // A retry of the same content (the answer was lost).
    expect(result.current.for({ comment: 'Bring the reports' })).toBe(first);
    // Corrected before sending again: another create.
    const changed = result.current.for({ comment: 'Bring the old reports' });
    expect(changed).not.toBe(first);
    // Saved: the next one, even alike, is a new create.
    result.current.saved();
    expect(result.current.for({ comment: 'Bring the old reports' })).not.toBe(changed);
  });
});
